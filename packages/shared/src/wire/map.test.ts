import { describe, expect, it } from 'vitest';
import { domainNameOf, fromWire, toWire, wireNameOf } from './map';
import { wireNames } from './names';

const names = { id: 'pk_Thing_ID', name: 'Thing_Name' } as const;

describe('wire names', () => {
  it('renames the listed fields to the wire and back, and passes the others through', () => {
    const row = { id: 7, name: 'Barista', applicants: 3 };
    const wire = toWire(names, row);
    expect(wire).toEqual({ pk_Thing_ID: 7, Thing_Name: 'Barista', applicants: 3 });
    expect(fromWire(names, wire)).toEqual(row);
  });

  it('leaves out what a body left out (a PUT keeps the stored value)', () => {
    expect(fromWire(names, { Thing_Name: 'Chef' })).toEqual({ name: 'Chef' });
    expect('id' in fromWire(names, { Thing_Name: 'Chef' })).toBe(false);
  });

  it('does not take a name from the object prototype', () => {
    expect(toWire(names, { constructor: 1, toString: 2 })).toEqual({ constructor: 1, toString: 2 });
    expect(wireNameOf(names, 'toString')).toBe('toString');
    expect(wireNameOf(names, 'name')).toBe('Thing_Name');
  });

  it('finds the domain name of a wire name, and keeps a name the map does not list', () => {
    expect(domainNameOf(names, 'Thing_Name')).toBe('name');
    expect(domainNameOf(names, 'applicants')).toBe('applicants');
    expect(domainNameOf(names, 0)).toBe(0);
  });

  it('gives each wire name of an entity one domain name', () => {
    for (const [entity, map] of Object.entries(wireNames)) {
      const wire = Object.values(map);
      expect(new Set(wire).size, entity).toBe(wire.length);
    }
  });
});

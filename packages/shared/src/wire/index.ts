export { domainNameOf, fromWire, type OffWire, type OnWire, toWire, type WireNames, wireNameOf } from './map';
export { wireNames, wireViewNames } from './names';

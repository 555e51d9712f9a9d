import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { HeaderActions } from './HeaderActions';

describe('HeaderActions', () => {
  it.each([
    ["What's new", '/whats-new'],
    ['Help', '/help'],
  ])('%s is a link to %s', (label, href) => {
    renderWithProviders(<HeaderActions userId={11} />);
    expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
  });
});

import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { OtpInput, emptyOtp } from './OtpInput';

function Harness() {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <>
      <OtpInput value={digits} onChange={setDigits} />
      <output data-testid="code">{digits.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByLabelText(`Digit ${n}`) as HTMLInputElement;
const code = () => screen.getByTestId('code').textContent;

describe('OtpInput', () => {
  it('renders six labelled single-digit numeric inputs', () => {
    render(<Harness />);
    for (let n = 1; n <= 6; n += 1) {
      expect(box(n).getAttribute('inputmode')).toBe('numeric');
    }
    expect(screen.queryByLabelText('Digit 7')).toBeNull();
  });

  it('moves focus to the next box after a digit', () => {
    render(<Harness />);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: '4' } });
    expect(box(1).value).toBe('4');
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: '2' } });
    expect(document.activeElement).toBe(box(3));
    expect(code()).toBe('42');
  });

  it('ignores anything that is not a digit', () => {
    render(<Harness />);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: 'a' } });
    expect(box(1).value).toBe('');
    expect(document.activeElement).toBe(box(1));
  });

  it('replaces the digit when typing into a filled box', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '4' } });
    fireEvent.change(box(1), { target: { value: '47' } });
    expect(box(1).value).toBe('7');
    expect(code()).toBe('7');
  });

  it('Backspace clears the box, and on an empty box goes back and clears the previous one', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '1' } });
    fireEvent.change(box(2), { target: { value: '2' } });
    fireEvent.change(box(3), { target: { value: '3' } });
    expect(document.activeElement).toBe(box(4));

    fireEvent.keyDown(box(4), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(3));
    expect(box(3).value).toBe('');
    expect(code()).toBe('12');

    fireEvent.change(box(3), { target: { value: '9' } });
    box(3).focus();
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(box(3).value).toBe('');
    expect(document.activeElement).toBe(box(3));
  });

  it('pasting six digits fills every box, wherever the paste happens', () => {
    render(<Harness />);
    box(3).focus();
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 123-456 ' } });
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(code()).toBe('123456');
    expect(document.activeElement).toBe(box(6));
  });

  it('an autofilled code in one box spreads over all boxes', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(code()).toBe('654321');
  });

  it('arrow keys move between boxes', () => {
    render(<Harness />);
    box(2).focus();
    fireEvent.keyDown(box(2), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'ArrowLeft' });
    fireEvent.keyDown(box(2), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(box(1));
  });
});

/**
 * A whole number's digits grouped in threes as en-US writes them: "1,234,567",
 * "-5,000". Written out rather than asked of Intl: the first number Intl
 * formats in a page loads ICU's number data, about 20 ms on a fast machine and
 * some 200 ms of a slow phone's main thread, paid by every page that shows a
 * price, for what a few string operations give.
 */
export function groupedDigits(whole: number): string {
  if (!Number.isSafeInteger(whole)) throw new RangeError(`groupedDigits takes a safe integer, not ${whole}`);
  const digits = String(Math.abs(whole));
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) text += `,${digits.slice(i, i + 3)}`;
  return whole < 0 ? `-${text}` : text;
}

/**
 * A whole number of hundredths (`places` 2) or tenths (1) written as en-US
 * writes the amount they make: "59.50", "17.5", "1,497", "-0.50"; the fraction
 * only when there is one, at its full width.
 */
export function groupedDecimal(units: number, places: number): string {
  const scale = 10 ** places;
  const whole = Math.trunc(units / scale);
  const fraction = Math.abs(units % scale);
  // Under one below zero keeps its sign ("-0.50"), which the whole part's zero has not.
  const sign = units < 0 && whole === 0 ? '-' : '';
  return `${sign}${groupedDigits(whole)}${fraction === 0 ? '' : `.${String(fraction).padStart(places, '0')}`}`;
}

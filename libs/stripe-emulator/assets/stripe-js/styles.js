/* global window, document */
/**
 * The card fields' look, modelled on Stripe's Payment Element: labels above the inputs, 42 px
 * inputs, a focus ring in the primary colour, the danger colour for an invalid field and its
 * message. Sizes derive from `spacingUnit` and `fontSizeBase`; colours, font and corners come
 * from the appearance variables (appearance.js). Written once per page, scoped to the element.
 * States (focus, invalid) outrank a page's plain '.Input' rule, as Stripe keeps them visible.
 */
(function (ns) {
  'use strict';

  var CSS = [
    '.StripeEmulator { all: initial; display: block; min-width: 0; margin: 0; padding: 0; border: 0;',
    '  font-family: var(--se-font-family); font-size: var(--se-font-size-base); line-height: 1.25;',
    '  color: var(--se-color-text); -webkit-font-smoothing: antialiased; }',
    '.StripeEmulator *, .StripeEmulator *::before, .StripeEmulator *::after { box-sizing: border-box; }',
    '.StripeEmulator-legend, .StripeEmulator-hidden { position: absolute; width: 1px; height: 1px; padding: 0;',
    '  margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }',
    '.StripeEmulator-grid { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);',
    '  gap: calc(var(--se-spacing-unit) * 3) calc(var(--se-spacing-unit) * 3); }',
    '.StripeEmulator-field { display: grid; gap: var(--se-spacing-unit); min-width: 0; }',
    '.StripeEmulator-field[data-span="full"] { grid-column: 1 / -1; }',
    '.StripeEmulator-label { display: block; font-size: calc(var(--se-font-size-base) * 0.875);',
    '  font-weight: 500; line-height: 1.3; color: var(--se-color-text); }',
    '.StripeEmulator-control { position: relative; }',
    '.StripeEmulator .StripeEmulator-input { display: block; width: 100%; height: calc(var(--se-spacing-unit) * 5 + 1.25em + 2px);',
    '  margin: 0; padding: calc(var(--se-spacing-unit) * 2.5) calc(var(--se-spacing-unit) * 3);',
    '  font: inherit; line-height: 1.25; color: var(--se-color-text); background: var(--se-color-background);',
    '  border: 1px solid var(--se-color-border); border-radius: var(--se-border-radius); outline: none;',
    '  box-shadow: 0 1px 1px rgb(0 0 0 / 0.03), 0 3px 6px rgb(0 0 0 / 0.02);',
    '  transition: border-color 0.15s ease, box-shadow 0.15s ease; }',
    '.StripeEmulator .StripeEmulator-input[data-icon] { padding-right: calc(var(--se-spacing-unit) * 3 + 2.25em); }',
    '.StripeEmulator .StripeEmulator-input::placeholder { color: var(--se-color-text-placeholder); opacity: 1; }',
    '.StripeEmulator .StripeEmulator-field .StripeEmulator-input:focus { border-color: var(--se-focus-border);',
    '  box-shadow: 0 0 0 3px var(--se-focus-ring),',
    '  0 1px 1px rgb(0 0 0 / 0.03), 0 3px 6px rgb(0 0 0 / 0.02); }',
    '.StripeEmulator .StripeEmulator-field .StripeEmulator-input[aria-invalid="true"] { color: var(--se-color-danger); border-color: var(--se-color-danger);',
    '  box-shadow: 0 0 0 1px var(--se-color-danger); }',
    '.StripeEmulator .StripeEmulator-field .StripeEmulator-input[aria-invalid="true"]:focus { box-shadow: 0 0 0 1px var(--se-color-danger),',
    '  0 0 0 4px var(--se-danger-ring); }',
    '.StripeEmulator-icon { position: absolute; top: 50%; right: calc(var(--se-spacing-unit) * 3); width: 1.75em;',
    '  height: 1.25em; transform: translateY(-50%); color: var(--se-color-text-secondary); pointer-events: none; }',
    '.StripeEmulator-error { margin: 0; font-size: calc(var(--se-font-size-base) * 0.875); line-height: 1.3;',
    '  color: var(--se-color-danger); }',
    '.StripeEmulator-error:empty { display: none; }',
    '@media (max-width: 340px) { .StripeEmulator-grid { grid-template-columns: minmax(0, 1fr); } }',
  ].join('\n');

  /** Adds the stylesheet to the page once, before the first element mounts. */
  ns.injectStyles = function () {
    if (document.getElementById('stripe-emulator-styles')) return;
    var style = document.createElement('style');
    style.id = 'stripe-emulator-styles';
    style.textContent = CSS;
    document.head.appendChild(style);
  };

  window.__stripeEmulator = ns;
})(window.__stripeEmulator || {});

/* global window, document */
/**
 * The card fields the stand-in Payment Element draws: labelled inputs in the host page (no
 * iframe, so tests fill them by label), each with its message slot, and what they hold.
 */
(function (ns) {
  'use strict';

  var SVG = 'http://www.w3.org/2000/svg';
  var ICONS = {
    card: 'M2 5.5A1.5 1.5 0 0 1 3.5 4h17A1.5 1.5 0 0 1 22 5.5v13a1.5 1.5 0 0 1-1.5 1.5h-17A1.5 1.5 0 0 1 2 18.5zM2 8.5h20M5 15h5',
    cvc: 'M2 5.5A1.5 1.5 0 0 1 3.5 4h17A1.5 1.5 0 0 1 22 5.5v13a1.5 1.5 0 0 1-1.5 1.5h-17A1.5 1.5 0 0 1 2 18.5zM2 8.5h20M14 14.5h5',
  };

  function icon(name) {
    var svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('class', 'StripeEmulator-icon');
    svg.setAttribute('aria-hidden', 'true');
    var path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', ICONS[name]);
    path.setAttribute('fill', 'none');
    path.setAttribute('stroke', 'currentColor');
    path.setAttribute('stroke-width', '1.6');
    svg.appendChild(path);
    return svg;
  }

  /** One labelled input; `hint` is read with the label but not shown, e.g. the expiry's format. */
  ns.cardField = function (spec) {
    var wrap = document.createElement('div');
    wrap.className = 'StripeEmulator-field';
    if (spec.full) wrap.setAttribute('data-span', 'full');
    var inputId = spec.idPrefix + spec.name;
    var label = document.createElement('label');
    label.className = 'StripeEmulator-label';
    label.htmlFor = inputId;
    label.textContent = spec.label;
    if (spec.hint) {
      var hint = document.createElement('span');
      hint.className = 'StripeEmulator-hidden';
      hint.textContent = ' ' + spec.hint;
      label.appendChild(hint);
    }
    var control = document.createElement('div');
    control.className = 'StripeEmulator-control';
    var input = document.createElement('input');
    input.className = 'StripeEmulator-input';
    input.id = inputId;
    input.name = spec.name;
    input.type = 'text';
    input.inputMode = 'numeric';
    input.autocomplete = spec.autocomplete;
    input.placeholder = spec.placeholder;
    input.spellcheck = false;
    var error = document.createElement('p');
    error.className = 'StripeEmulator-error';
    error.id = inputId + '-error';
    input.setAttribute('aria-describedby', error.id);
    control.appendChild(input);
    if (spec.icon) {
      input.setAttribute('data-icon', spec.icon);
      control.appendChild(icon(spec.icon));
    }
    wrap.appendChild(label);
    wrap.appendChild(control);
    wrap.appendChild(error);
    return { wrap: wrap, input: input, error: error };
  };

  /** Shows (or, with no message, clears) a field's problem the way Stripe does: red, under it. */
  ns.markField = function (field, message) {
    field.error.textContent = message || '';
    if (message) field.input.setAttribute('aria-invalid', 'true');
    else field.input.removeAttribute('aria-invalid');
  };

  ns.parseExpiry = function (value) {
    var digits = String(value || '').replace(/\D/g, '');
    if (digits.length !== 4 && digits.length !== 6) return null;
    var month = Number(digits.slice(0, 2));
    var year = Number(digits.slice(2));
    if (year < 100) year += 2000;
    if (month < 1 || month > 12) return null;
    return { month: month, year: year };
  };

  /** What is wrong with each field, like Stripe's validation errors; fields left empty only when `all`. */
  ns.cardProblems = function (values, all) {
    var problems = {};
    if ((all || values.number) && values.number.length < 12) problems.number = { code: 'incomplete_number', message: 'Your card number is incomplete.' };
    if ((all || values.expiryText) && !values.expiry) problems.expiry = { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
    if ((all || values.cvc) && values.cvc.length < 3) problems.cvc = { code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
    return problems;
  };

  window.__stripeEmulator = ns;
})(window.__stripeEmulator || {});

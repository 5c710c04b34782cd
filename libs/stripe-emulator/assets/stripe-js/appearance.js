/* global window, document */
/**
 * The Appearance API of the stand-in Stripe.js: the `appearance` object a page passes to
 * `stripe.elements({ appearance })` (theme, variables, a few rules) styles the card fields the
 * way Stripe's Payment Element would, so a page looks the same in test as with real Stripe.js.
 * Theme defaults follow Stripe's documented ones; every variable named here can be overridden.
 */
(function (ns) {
  'use strict';

  var THEMES = {
    stripe: {
      colorPrimary: '#0570de',
      colorBackground: '#ffffff',
      colorText: '#30313d',
      colorTextSecondary: '#6d6e78',
      colorTextPlaceholder: '#87909f',
      colorDanger: '#df1b41',
      colorBorder: '#e6e6e6',
    },
    night: {
      colorPrimary: '#0570de',
      colorBackground: '#30313d',
      colorText: '#ffffff',
      colorTextSecondary: '#a0a0ab',
      colorTextPlaceholder: '#797983',
      colorDanger: '#fe87a1',
      colorBorder: '#424353',
    },
    flat: {
      colorPrimary: '#0570de',
      colorBackground: '#f1f1f1',
      colorText: '#30313d',
      colorTextSecondary: '#6d6e78',
      colorTextPlaceholder: '#87909f',
      colorDanger: '#df1b41',
      colorBorder: '#f1f1f1',
    },
  };

  var SHARED = {
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Ubuntu, sans-serif",
    fontSizeBase: '16px',
    spacingUnit: '4px',
    borderRadius: '5px',
  };

  /** The variables this stand-in honours, as CSS custom properties on the element's root. */
  var CSS_VARIABLES = {
    colorPrimary: '--se-color-primary',
    colorBackground: '--se-color-background',
    colorText: '--se-color-text',
    colorTextSecondary: '--se-color-text-secondary',
    colorTextPlaceholder: '--se-color-text-placeholder',
    colorDanger: '--se-color-danger',
    colorBorder: '--se-color-border',
    fontFamily: '--se-font-family',
    fontSizeBase: '--se-font-size-base',
    spacingUnit: '--se-spacing-unit',
    borderRadius: '--se-border-radius',
  };

  /**
   * Appearance rules this stand-in understands, and the parts of its own markup they style. A
   * state's rule is scoped more tightly, so it outranks the element's own focus and error looks.
   */
  var RULE_TARGETS = {
    '.Input': '.StripeEmulator-input',
    '.Input:focus': '.StripeEmulator .StripeEmulator-field .StripeEmulator-input:focus',
    '.Input--invalid': '.StripeEmulator .StripeEmulator-field .StripeEmulator-input[aria-invalid="true"]',
    '.Label': '.StripeEmulator-label',
    '.Error': '.StripeEmulator-error',
  };

  // A value ends at the first character that could close the declaration or the rule.
  var clean = function (value) {
    return String(value).replace(/[;{}<>]/g, '');
  };
  var kebab = function (name) {
    return name.replace(/[A-Z]/g, function (c) {
      return '-' + c.toLowerCase();
    });
  };

  /** A colour at some opacity: exact for hex colours, mixed by the browser for any other. */
  var translucent = function (color, alpha) {
    var hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(String(color).trim());
    if (!hex) return 'color-mix(in srgb, ' + color + ' ' + alpha * 100 + '%, transparent)';
    var digits = hex[1].length === 3 ? hex[1].replace(/./g, '$&$&') : hex[1];
    var channel = function (i) {
      return parseInt(digits.slice(i, i + 2), 16);
    };
    return 'rgba(' + channel(0) + ', ' + channel(2) + ', ' + channel(4) + ', ' + alpha + ')';
  };

  /** Theme defaults, then the page's variables: what the fields are drawn with. */
  ns.resolveVariables = function (appearance) {
    appearance = appearance || {};
    var theme = THEMES[appearance.theme] || THEMES.stripe;
    return Object.assign({}, SHARED, theme, appearance.variables || {});
  };

  /** Puts the resolved variables and the page's rules on one mounted element. */
  ns.applyAppearance = function (root, appearance) {
    var variables = ns.resolveVariables(appearance);
    Object.keys(CSS_VARIABLES).forEach(function (name) {
      if (variables[name] !== undefined) root.style.setProperty(CSS_VARIABLES[name], clean(variables[name]));
    });
    // Stripe's focus ring and error halo: the primary and danger colours, see-through.
    root.style.setProperty('--se-focus-border', clean(translucent(variables.colorPrimary, 0.6)));
    root.style.setProperty('--se-focus-ring', clean(translucent(variables.colorPrimary, 0.25)));
    root.style.setProperty('--se-danger-ring', clean(translucent(variables.colorDanger, 0.25)));
    root.setAttribute('data-labels', appearance && appearance.labels === 'floating' ? 'floating' : 'above');
    var scope = '[data-stripe-emulator-id="' + root.getAttribute('data-stripe-emulator-id') + '"]';
    var rules = (appearance && appearance.rules) || {};
    var css = Object.keys(rules)
      .filter(function (selector) {
        return RULE_TARGETS[selector];
      })
      .map(function (selector) {
        var declarations = Object.keys(rules[selector]).map(function (prop) {
          return kebab(prop) + ': ' + clean(rules[selector][prop]) + ';';
        });
        var target = RULE_TARGETS[selector];
        // '.StripeEmulator …' targets start at the root itself: join them to the scope, not below it.
        var scoped = target.indexOf('.StripeEmulator ') === 0 ? scope + target : scope + ' ' + target;
        return scoped + ' { ' + declarations.join(' ') + ' }';
      })
      .join('\n');
    var style = root.querySelector('style[data-stripe-emulator-rules]');
    if (!style) {
      style = document.createElement('style');
      style.setAttribute('data-stripe-emulator-rules', '');
      root.insertBefore(style, root.firstChild);
    }
    style.textContent = css;
  };

  window.__stripeEmulator = ns;
})(window.__stripeEmulator || {});

/* global window, document, setTimeout */
/**
 * `elements.create('payment')`: the stand-in Payment Element. It draws the card fields
 * (card-fields.js) in the page's look (appearance.js), fires ready / change / focus / blur /
 * escape, and tells a problem under the field it concerns, as Stripe's own element does.
 */
(function (ns) {
  'use strict';

  var uid = 0;

  ns.createPaymentElement = function (elements, type, options) {
    var listeners = {};
    var root = null;
    var fields = null;
    var destroyed = false;
    var id = ++uid;

    function emit(name, payload) {
      (listeners[name] || []).slice().forEach(function (cb) {
        try {
          cb(payload);
        } catch (e) {
          console.error(e);
        }
      });
    }

    function values() {
      var expiryText = fields ? fields.expiry.input.value : '';
      return {
        number: fields ? fields.number.input.value.replace(/\D/g, '') : '',
        expiryText: expiryText,
        expiry: ns.parseExpiry(expiryText),
        cvc: fields ? fields.cvc.input.value.replace(/\D/g, '') : '',
      };
    }

    function changeEvent() {
      var v = values();
      var empty = !v.number && !v.expiryText && !v.cvc;
      var complete = Object.keys(ns.cardProblems(v, true)).length === 0;
      return { elementType: type, empty: empty, complete: complete, collapsed: false, value: { type: 'card' } };
    }

    /** Marks every field by what is wrong with it now; `all` also flags fields left empty. */
    function showProblems(all) {
      var problems = ns.cardProblems(values(), all);
      Object.keys(fields).forEach(function (name) {
        ns.markField(fields[name], problems[name] && problems[name].message);
      });
      return problems;
    }

    function listen(name, field) {
      field.input.addEventListener('input', function () {
        ns.markField(field, null);
        emit('change', changeEvent());
      });
      field.input.addEventListener('focus', function () {
        emit('focus', { elementType: type });
      });
      field.input.addEventListener('blur', function () {
        var problem = ns.cardProblems(values(), false)[name];
        ns.markField(field, problem && problem.message);
        emit('blur', { elementType: type });
      });
      field.input.addEventListener('keydown', function (e) {
        if (e.key === 'Escape') emit('escape', { elementType: type });
      });
    }

    var element = {
      _type: type,
      _options: options || {},
      mount: function (target) {
        if (destroyed) throw new Error('This Element has already been destroyed. Please create a new one.');
        var host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host) throw new Error('The selector you specified (' + target + ') applies to no DOM elements that are currently on the page.');
        if (root) element.unmount();
        ns.injectStyles();
        root = document.createElement('fieldset');
        root.className = 'StripeEmulator StripeElement';
        root.setAttribute('data-stripe-emulator', type);
        root.setAttribute('data-stripe-emulator-id', String(id));
        var legend = document.createElement('legend');
        legend.className = 'StripeEmulator-legend';
        legend.textContent = 'Card details';
        root.appendChild(legend);
        var prefix = 'stripe-emulator-' + id + '-';
        fields = {
          number: ns.cardField({ idPrefix: prefix, name: 'cardnumber', label: 'Card number', autocomplete: 'cc-number', placeholder: '1234 1234 1234 1234', icon: 'card', full: true }),
          expiry: ns.cardField({ idPrefix: prefix, name: 'exp-date', label: 'Expiration date', hint: '(MM / YY)', autocomplete: 'cc-exp', placeholder: 'MM / YY' }),
          cvc: ns.cardField({ idPrefix: prefix, name: 'cvc', label: 'Security code', autocomplete: 'cc-csc', placeholder: 'CVC', icon: 'cvc' }),
        };
        var grid = document.createElement('div');
        grid.className = 'StripeEmulator-grid';
        Object.keys(fields).forEach(function (name) {
          listen(name, fields[name]);
          grid.appendChild(fields[name].wrap);
        });
        root.appendChild(grid);
        ns.applyAppearance(root, elements._options.appearance);
        host.appendChild(root);
        // Stripe fires `ready` asynchronously, after the (here: inline) fields exist.
        setTimeout(function () {
          if (root) emit('ready', { elementType: type });
        }, 0);
      },
      unmount: function () {
        if (root && root.parentNode) root.parentNode.removeChild(root);
        root = null;
        fields = null;
      },
      destroy: function () {
        element.unmount();
        destroyed = true;
        listeners = {};
        elements._remove(element);
      },
      on: function (name, cb) {
        (listeners[name] = listeners[name] || []).push(cb);
        return element;
      },
      once: function (name, cb) {
        function wrapper(e) {
          element.off(name, wrapper);
          cb(e);
        }
        return element.on(name, wrapper);
      },
      off: function (name, cb) {
        if (!cb) delete listeners[name];
        else listeners[name] = (listeners[name] || []).filter(function (l) {
          return l !== cb;
        });
        return element;
      },
      update: function (opts) {
        element._options = Object.assign({}, element._options, opts || {});
      },
      focus: function () {
        if (fields) fields.number.input.focus();
      },
      blur: function () {
        if (fields && document.activeElement && root && root.contains(document.activeElement)) document.activeElement.blur();
      },
      clear: function () {
        if (!fields) return;
        Object.keys(fields).forEach(function (name) {
          fields[name].input.value = '';
          ns.markField(fields[name], null);
        });
        emit('change', changeEvent());
      },
      collapse: function () {},
      /** Internal: the page's appearance changed (elements.update). */
      _restyle: function () {
        if (root) ns.applyAppearance(root, elements._options.appearance);
      },
      /** Internal: what the customer typed, or a validation error like Stripe's, shown at its field. */
      _card: function () {
        if (!fields) return { error: { type: 'validation_error', code: 'incomplete', message: 'The payment Element is not mounted.' } };
        var problems = showProblems(true);
        var first = ['number', 'expiry', 'cvc'].filter(function (name) {
          return problems[name];
        })[0];
        if (first) return { error: { type: 'validation_error', code: problems[first].code, message: problems[first].message } };
        var v = values();
        return { card: { number: v.number, exp_month: v.expiry.month, exp_year: v.expiry.year, cvc: v.cvc } };
      },
    };
    return element;
  };

  window.__stripeEmulator = ns;
})(window.__stripeEmulator || {});

/* global window */
/**
 * `stripe.elements(options)`: the group a page creates its Payment Element from. It keeps the
 * options the page passed (client secret, appearance), validates on `submit()`, and hands the
 * card to `confirmPayment` / `confirmSetup` (stripe.js).
 */
(function (ns) {
  'use strict';

  ns.createElements = function (_stripe, options) {
    var created = [];
    var elements = {
      _options: Object.assign({}, options || {}),
      create: function (type, opts) {
        if (type !== 'payment' && type !== 'card') {
          throw new Error('The Stripe emulator supports the "payment" (and "card") Element only, not "' + type + '".');
        }
        if (elements.getElement(type)) throw new Error('Can only create one Element of type ' + type + '.');
        var el = ns.createPaymentElement(elements, type, opts);
        created.push(el);
        return el;
      },
      getElement: function (type) {
        // Accepts 'payment' or a React component carrying __elementType, like Stripe.js.
        var wanted = typeof type === 'string' ? type : (type && type.__elementType) || 'payment';
        for (var i = 0; i < created.length; i++) {
          if (created[i]._type === wanted) return created[i];
        }
        return null;
      },
      on: function () {
        return elements;
      },
      off: function () {
        return elements;
      },
      update: function (opts) {
        elements._options = Object.assign({}, elements._options, opts || {});
        // A new appearance restyles the mounted element in place, as with Stripe.js.
        if (opts && opts.appearance) {
          created.forEach(function (el) {
            el._restyle();
          });
        }
      },
      fetchUpdates: function () {
        return Promise.resolve({});
      },
      submit: function () {
        var el = elements.getElement('payment') || elements.getElement('card');
        if (!el) return Promise.resolve({ error: { type: 'validation_error', message: 'No payment Element is mounted.' } });
        var card = el._card();
        return Promise.resolve(card.error ? { error: card.error } : {});
      },
      _card: function () {
        var el = elements.getElement('payment') || elements.getElement('card');
        return el ? el._card() : { error: { type: 'integration_error', message: 'No payment Element was created from this Elements instance.' } };
      },
      _remove: function (el) {
        created = created.filter(function (e) {
          return e !== el;
        });
      },
    };
    return elements;
  };

  window.__stripeEmulator = ns;
})(window.__stripeEmulator || {});

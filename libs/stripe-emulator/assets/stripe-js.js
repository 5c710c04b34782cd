/* global window, document, fetch, CustomEvent, setTimeout */
/**
 * Stand-in Stripe.js for the Pitchlens Stripe emulator (dev and test only).
 *
 * It implements the part of the documented Stripe.js surface the site uses, so
 * `@stripe/stripe-js` + `@stripe/react-stripe-js` (<Elements> + <PaymentElement>) work
 * unchanged: `Stripe(pk)` → `elements()`, `create('payment')`, `mount()`, `on('ready'|'change')`,
 * `submit()`, `confirmPayment()`, `confirmSetup()`, `retrievePaymentIntent()`.
 *
 * Differences from the real thing, on purpose: the card fields are plain labelled inputs in the
 * host page (no iframe), so tests can fill them by label; only cards are offered; there is no
 * 3-D Secure. Requests go to the emulator that served this script, authorised with the
 * publishable key and the intent's client secret, exactly like real Stripe.js.
 */
(function () {
  'use strict';

  var script = document.currentScript;
  var API_BASE = script && script.src ? new URL(script.src).origin : window.location.origin;

  function encodeForm(params, prefix, out) {
    out = out || [];
    Object.keys(params).forEach(function (k) {
      var v = params[k];
      var key = prefix ? prefix + '[' + k + ']' : k;
      if (v === undefined || v === null) return;
      if (typeof v === 'object') encodeForm(v, key, out);
      else out.push(encodeURIComponent(key) + '=' + encodeURIComponent(String(v)));
    });
    return out.join('&');
  }

  function idFromSecret(clientSecret) {
    var at = String(clientSecret).indexOf('_secret_');
    return at < 0 ? String(clientSecret) : String(clientSecret).slice(0, at);
  }

  function request(method, path, key, params) {
    var body = encodeForm(Object.assign({ key: key }, params || {}));
    var url = API_BASE + path + (method === 'GET' ? '?' + body : '');
    return fetch(url, {
      method: method,
      headers: method === 'GET' ? {} : { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: method === 'GET' ? undefined : body,
    }).then(function (res) {
      return res.json().then(function (json) {
        return { ok: res.ok, status: res.status, json: json };
      });
    });
  }

  function apiError(json) {
    var e = (json && json.error) || { type: 'api_error', message: 'Unexpected response from the Stripe emulator.' };
    return { error: e };
  }

  // ---- Elements ---------------------------------------------------------------------------

  var uid = 0;

  function parseExpiry(value) {
    var digits = String(value || '').replace(/\D/g, '');
    if (digits.length !== 4 && digits.length !== 6) return null;
    var month = Number(digits.slice(0, 2));
    var year = Number(digits.slice(2));
    if (year < 100) year += 2000;
    if (month < 1 || month > 12) return null;
    return { month: month, year: year };
  }

  function createPaymentElement(elements, type, options) {
    var listeners = {};
    var root = null;
    var inputs = null;
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

    function state() {
      var number = inputs ? inputs.number.value.replace(/\D/g, '') : '';
      var expiry = inputs ? parseExpiry(inputs.expiry.value) : null;
      var cvc = inputs ? inputs.cvc.value.replace(/\D/g, '') : '';
      return {
        number: number,
        expiry: expiry,
        cvc: cvc,
        empty: !number && !(inputs && inputs.expiry.value) && !cvc,
        complete: number.length >= 12 && !!expiry && cvc.length >= 3,
      };
    }

    function changeEvent() {
      var s = state();
      return { elementType: type, empty: s.empty, complete: s.complete, collapsed: false, value: { type: 'card' } };
    }

    function field(labelText, name, autocomplete, placeholder) {
      var wrap = document.createElement('div');
      wrap.className = 'StripeEmulator-field';
      var inputId = 'stripe-emulator-' + id + '-' + name;
      var label = document.createElement('label');
      label.htmlFor = inputId;
      label.textContent = labelText;
      var input = document.createElement('input');
      input.id = inputId;
      input.name = name;
      input.type = 'text';
      input.inputMode = 'numeric';
      input.autocomplete = autocomplete;
      input.placeholder = placeholder;
      input.spellcheck = false;
      input.addEventListener('input', function () {
        emit('change', changeEvent());
      });
      input.addEventListener('focus', function () {
        emit('focus', { elementType: type });
      });
      input.addEventListener('blur', function () {
        emit('blur', { elementType: type });
      });
      input.addEventListener('keydown', function (e) {
        if (e.key === 'Escape') emit('escape', { elementType: type });
      });
      wrap.appendChild(label);
      wrap.appendChild(input);
      return { wrap: wrap, input: input };
    }

    var element = {
      _type: type,
      _options: options || {},
      mount: function (target) {
        if (destroyed) throw new Error('This Element has already been destroyed. Please create a new one.');
        var host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host) throw new Error('The selector you specified (' + target + ') applies to no DOM elements that are currently on the page.');
        if (root) element.unmount();
        root = document.createElement('fieldset');
        root.className = 'StripeEmulator StripeElement';
        root.setAttribute('data-stripe-emulator', type);
        var legend = document.createElement('legend');
        legend.textContent = 'Card details';
        root.appendChild(legend);
        var number = field('Card number', 'cardnumber', 'cc-number', '1234 1234 1234 1234');
        var expiry = field('Expiration date (MM / YY)', 'exp-date', 'cc-exp', 'MM / YY');
        var cvc = field('Security code', 'cvc', 'cc-csc', 'CVC');
        inputs = { number: number.input, expiry: expiry.input, cvc: cvc.input };
        root.appendChild(number.wrap);
        root.appendChild(expiry.wrap);
        root.appendChild(cvc.wrap);
        host.appendChild(root);
        // Stripe fires `ready` asynchronously, after the (here: inline) fields exist.
        setTimeout(function () {
          if (root) emit('ready', { elementType: type });
        }, 0);
      },
      unmount: function () {
        if (root && root.parentNode) root.parentNode.removeChild(root);
        root = null;
        inputs = null;
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
        if (inputs) inputs.number.focus();
      },
      blur: function () {
        if (inputs && document.activeElement && root && root.contains(document.activeElement)) document.activeElement.blur();
      },
      clear: function () {
        if (!inputs) return;
        inputs.number.value = '';
        inputs.expiry.value = '';
        inputs.cvc.value = '';
        emit('change', changeEvent());
      },
      collapse: function () {},
      /** Internal: what the customer typed, or a validation error like Stripe's. */
      _card: function () {
        var s = state();
        if (!inputs) return { error: { type: 'validation_error', code: 'incomplete', message: 'The payment Element is not mounted.' } };
        if (s.number.length < 12) return { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
        if (!s.expiry) return { error: { type: 'validation_error', code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." } };
        if (s.cvc.length < 3) return { error: { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." } };
        return { card: { number: s.number, exp_month: s.expiry.month, exp_year: s.expiry.year, cvc: s.cvc } };
      },
    };
    return element;
  }

  function createElements(_stripe, options) {
    var created = [];
    var elements = {
      _options: Object.assign({}, options || {}),
      create: function (type, opts) {
        if (type !== 'payment' && type !== 'card') {
          throw new Error('The Stripe emulator supports the "payment" (and "card") Element only, not "' + type + '".');
        }
        if (elements.getElement(type)) throw new Error('Can only create one Element of type ' + type + '.');
        var el = createPaymentElement(elements, type, opts);
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
  }

  // ---- Stripe -----------------------------------------------------------------------------

  function redirectTo(returnUrl, kind, intent) {
    var url = new URL(returnUrl, window.location.href);
    url.searchParams.set(kind, intent.id);
    url.searchParams.set(kind + '_client_secret', intent.client_secret);
    url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
    window.location.assign(url.toString());
  }

  function confirmIntent(key, kind, args) {
    args = args || {};
    var elements = args.elements;
    var clientSecret = args.clientSecret || (elements && elements._options.clientSecret);
    if (!clientSecret) {
      return Promise.resolve({ error: { type: 'integration_error', message: 'Missing clientSecret: pass it to stripe.elements() or to confirm' + (kind === 'payment_intent' ? 'Payment' : 'Setup') + '().' } });
    }
    var confirmParams = args.confirmParams || {};
    var params = { client_secret: clientSecret };
    if (confirmParams.return_url) params.return_url = confirmParams.return_url;
    if (confirmParams.payment_method) {
      params.payment_method = confirmParams.payment_method;
    } else {
      var card = elements ? elements._card() : { error: { type: 'integration_error', message: 'Pass `elements` or `confirmParams.payment_method`.' } };
      if (card.error) return Promise.resolve({ error: card.error });
      params.payment_method_data = Object.assign({ type: 'card', card: card.card }, confirmParams.payment_method_data || {});
    }
    var path = '/v1/' + (kind === 'payment_intent' ? 'payment_intents' : 'setup_intents') + '/' + idFromSecret(clientSecret) + '/confirm';
    return request('POST', path, key, params).then(function (r) {
      if (!r.ok) return apiError(r.json);
      var redirect = args.redirect || 'always';
      // Cards never need a redirect, so 'if_required' resolves here; 'always' goes to return_url like Stripe.js.
      if (redirect === 'always' && confirmParams.return_url) {
        redirectTo(confirmParams.return_url, kind, r.json);
        return new Promise(function () {});
      }
      return kind === 'payment_intent' ? { paymentIntent: r.json } : { setupIntent: r.json };
    });
  }

  function retrieve(key, kind, clientSecret) {
    var path = '/v1/' + (kind === 'payment_intent' ? 'payment_intents' : 'setup_intents') + '/' + idFromSecret(clientSecret);
    return request('GET', path, key, { client_secret: clientSecret }).then(function (r) {
      if (!r.ok) return apiError(r.json);
      return kind === 'payment_intent' ? { paymentIntent: r.json } : { setupIntent: r.json };
    });
  }

  function unsupported(name) {
    return function () {
      return Promise.resolve({ error: { type: 'integration_error', message: 'stripe.' + name + '() is not implemented by the Stripe emulator.' } });
    };
  }

  function Stripe(publishableKey, _options) {
    if (!publishableKey || String(publishableKey).indexOf('pk_') !== 0) {
      throw new Error('Invalid value for Stripe(): apiKey should be a publishable key (pk_...). You specified: ' + publishableKey + '.');
    }
    var key = String(publishableKey);
    var stripe = {
      _emulator: true,
      _apiBase: API_BASE,
      elements: function (options) {
        return createElements(stripe, options);
      },
      confirmPayment: function (args) {
        return confirmIntent(key, 'payment_intent', args);
      },
      confirmSetup: function (args) {
        return confirmIntent(key, 'setup_intent', args);
      },
      confirmCardPayment: function (clientSecret, data) {
        data = data || {};
        var pm = data.payment_method;
        if (pm && typeof pm === 'object' && pm.card && pm.card._card) {
          var card = pm.card._card();
          if (card.error) return Promise.resolve({ error: card.error });
          return request('POST', '/v1/payment_intents/' + idFromSecret(clientSecret) + '/confirm', key, {
            client_secret: clientSecret,
            payment_method_data: { type: 'card', card: card.card },
          }).then(function (r) {
            return r.ok ? { paymentIntent: r.json } : apiError(r.json);
          });
        }
        return request('POST', '/v1/payment_intents/' + idFromSecret(clientSecret) + '/confirm', key, {
          client_secret: clientSecret,
          payment_method: typeof pm === 'string' ? pm : undefined,
        }).then(function (r) {
          return r.ok ? { paymentIntent: r.json } : apiError(r.json);
        });
      },
      createPaymentMethod: function (args) {
        args = args || {};
        var elements = args.elements;
        var card = elements ? elements._card() : args.card && args.card._card ? args.card._card() : null;
        if (!card) return Promise.resolve({ error: { type: 'integration_error', message: 'Pass `elements` to createPaymentMethod().' } });
        if (card.error) return Promise.resolve({ error: card.error });
        var params = { type: 'card', card: card.card };
        if (args.params && args.params.billing_details) params.billing_details = args.params.billing_details;
        return request('POST', '/v1/payment_methods', key, params).then(function (r) {
          return r.ok ? { paymentMethod: r.json } : apiError(r.json);
        });
      },
      retrievePaymentIntent: function (clientSecret) {
        return retrieve(key, 'payment_intent', clientSecret);
      },
      retrieveSetupIntent: function (clientSecret) {
        return retrieve(key, 'setup_intent', clientSecret);
      },
      handleNextAction: function (args) {
        return retrieve(key, 'payment_intent', args.clientSecret);
      },
      // Present so @stripe/react-stripe-js recognises this object as a Stripe instance.
      createToken: unsupported('createToken'),
      createSource: unsupported('createSource'),
      confirmCardSetup: unsupported('confirmCardSetup'),
      paymentRequest: function () {
        throw new Error('paymentRequest() is not implemented by the Stripe emulator.');
      },
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
    return stripe;
  }

  // @stripe/stripe-js compares this with the release train it expects (3 for /v3/, else e.g. 'clover'
  // for /clover/stripe.js), so serve the script under the path your @stripe/stripe-js version loads.
  var release = script && script.src ? new URL(script.src).pathname.split('/')[1] : 'v3';
  Stripe.version = release === 'v3' || !release ? 3 : release;
  Stripe._emulator = true;
  window.Stripe = Stripe;
  if (typeof CustomEvent === 'function') window.dispatchEvent(new CustomEvent('stripe-emulator:ready'));
})();

/* global window, document, fetch, CustomEvent */
/**
 * Stand-in Stripe.js for the Pitchlens Stripe emulator (dev and test only).
 *
 * It implements the part of the documented Stripe.js surface the site uses, so
 * `@stripe/stripe-js` + `@stripe/react-stripe-js` (<Elements> + <PaymentElement>) work
 * unchanged: `Stripe(pk)` → `elements()`, `create('payment')`, `mount()`, `on('ready'|'change')`,
 * `submit()`, `confirmPayment()`, `confirmSetup()`, `retrievePaymentIntent()`.
 *
 * This is the last of its parts (see src/stripe-js.ts for the order): appearance.js, styles.js,
 * card-fields.js, payment-element.js and elements.js come first and share `window.__stripeEmulator`.
 *
 * Differences from the real thing, on purpose: the card fields are plain labelled inputs in the
 * host page (no iframe), so tests can fill them by label, drawn in the page's `appearance` as
 * Stripe's Payment Element would be; only cards are offered; there is no 3-D Secure. Requests go to the emulator that served this script, authorised with the
 * publishable key and the intent's client secret, exactly like real Stripe.js.
 */
(function (ns) {
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
        return ns.createElements(stripe, options);
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
})(window.__stripeEmulator || {});

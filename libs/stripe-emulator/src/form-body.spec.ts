import { dirname, join } from 'node:path';
import { parseFormBody, splitKey } from './form-body';

describe('parseFormBody', () => {
  it('parses flat pairs, decoding + and percent escapes', () => {
    expect(parseFormBody('email=a%2Bb%40example.com&name=Ada+Lovelace&empty=')).toEqual({ email: 'a+b@example.com', name: 'Ada Lovelace', empty: '' });
  });

  it('nests bracketed keys and turns indexed containers into arrays', () => {
    expect(parseFormBody('items[0][price_data][unit_amount]=5900&items[0][price_data][recurring][interval]=month&items[1][price]=price_1')).toEqual({
      items: [{ price_data: { unit_amount: '5900', recurring: { interval: 'month' } } }, { price: 'price_1' }],
    });
  });

  it('appends with empty brackets (expand[]) and keeps indexed order (expand[0])', () => {
    expect(parseFormBody('expand[]=latest_invoice&expand[]=customer')).toEqual({ expand: ['latest_invoice', 'customer'] });
    expect(parseFormBody('expand[1]=b&expand[0]=a')).toEqual({ expand: ['a', 'b'] });
  });

  it('accepts percent-encoded brackets', () => {
    expect(parseFormBody('metadata%5Bplan%5D=founder')).toEqual({ metadata: { plan: 'founder' } });
  });

  it('ignores prototype-polluting keys', () => {
    const parsed = parseFormBody('__proto__[admin]=true&a[constructor][x]=1&ok=1');
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('round-trips what the stripe SDK encodes', () => {
    // The SDK's own encoder, reached through a resource so the test follows the installed version.
    const body = {
      customer: 'cus_1',
      items: [{ price_data: { currency: 'usd', product: 'prod_1', unit_amount: 5900, recurring: { interval: 'month' } } }],
      expand: ['latest_invoice.confirmation_secret'],
      metadata: { offer: 'founder rate & more' },
      trial_period_days: 14,
    };
    const encoded = stringify(body);
    expect(parseFormBody(encoded)).toEqual({
      customer: 'cus_1',
      items: [{ price_data: { currency: 'usd', product: 'prod_1', unit_amount: '5900', recurring: { interval: 'month' } } }],
      expand: ['latest_invoice.confirmation_secret'],
      metadata: { offer: 'founder rate & more' },
      trial_period_days: '14',
    });
  });
});

describe('splitKey', () => {
  it('splits bracket paths', () => {
    expect(splitKey('a[b][0][c]')).toEqual(['a', 'b', '0', 'c']);
    expect(splitKey('expand[]')).toEqual(['expand', '']);
    expect(splitKey('plain')).toEqual(['plain']);
  });
});

function stringify(data: Record<string, unknown>): string {
  // The package's exports hide utils.js; reach it next to the SDK's CommonJS entry.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const utils = require(join(dirname(require.resolve('stripe')), 'utils.js')) as { queryStringifyRequestData(d: unknown): string };
  return utils.queryStringifyRequestData(data);
}

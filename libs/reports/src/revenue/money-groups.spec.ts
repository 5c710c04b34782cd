import { Texts } from '../texts';
import { codedMoney, groupCoded, groupMoney, type BoughtRow } from './money-groups';

const NO_TOUCH = { first_source: null, first_medium: null, first_campaign: null, last_source: null, last_medium: null, last_campaign: null };
const row = (over: Partial<BoughtRow>): BoughtRow => ({ product: 'framework_session', payments: 1, gross: 100, refunded: 0, buyer: 'ann', ...NO_TOUCH, ...over });

describe('groupMoney', () => {
  const rows = [
    row({ buyer: 'ann', first_source: 'referral:blog.example', last_campaign: 'spring' }),
    row({ buyer: 'ann', first_source: 'referral:blog.example', product: 'premium_monthly', gross: 50, last_campaign: 'autumn' }),
    row({ buyer: 'bo', first_source: 'google', last_campaign: 'spring' }),
    // A refund credited to Bo's payment: money, but no buyer of its own.
    row({ buyer: 'bo', first_source: 'google', payments: 0, gross: 0, refunded: 30, last_campaign: 'spring' }),
    row({ buyer: 'cy', payments: 0, gross: 0, refunded: 20 }),
  ];

  it('counts each buyer once per group, and a refund alone makes none', () => {
    const figures = groupMoney(rows, 'last', 'campaign');
    expect(figures.buyers).toEqual(new Map([['framework_session', 2], ['premium_monthly', 1], [null, 2]]));
    const all = figures.attributed.filter((r) => r.product === null).map(({ value, payments, gross, refunded, buyers }) => ({ value, payments, gross, refunded, buyers }));
    expect(all).toEqual(
      expect.arrayContaining([
        { value: 'spring', payments: 2, gross: '200', refunded: '30', buyers: 2 },
        { value: 'autumn', payments: 1, gross: '50', refunded: '0', buyers: 1 },
        { value: null, payments: 0, gross: '0', refunded: '20', buyers: 0 },
      ]),
    );
    expect(all).toHaveLength(3);
  });

  it('gives the first-touch source per product, and a referrer as the host of a referral source', () => {
    expect(groupMoney(rows, 'first', 'source').bySource.map(({ product, source, gross }) => [product, source, gross])).toEqual(
      expect.arrayContaining([
        ['framework_session', 'referral:blog.example', '100'],
        ['premium_monthly', 'referral:blog.example', '50'],
        ['framework_session', 'google', '100'],
        ['framework_session', null, '0'],
      ]),
    );
    const byReferrer = groupMoney(rows, 'first', 'referrer').attributed.filter((r) => r.product === null);
    expect(byReferrer.map(({ value, buyers }) => [value, buyers])).toEqual(expect.arrayContaining([['blog.example', 1], [null, 1]]));
    expect(byReferrer).toHaveLength(2);
  });

  it('counts each call afresh, however many groups it makes as it goes', () => {
    // 50 campaigns of 6 buyers, each paying twice: the groups' buyer bits are made as rows reach them.
    const many = Array.from({ length: 600 }, (_, n) => row({ buyer: `buyer-${n % 300}`, last_campaign: `campaign-${n % 50}` }));
    const buyersPerCampaign = () =>
      groupMoney(many, 'last', 'campaign')
        .attributed.filter((r) => r.product === null)
        .map((r) => r.buyers);
    expect(buyersPerCampaign()).toEqual(new Array(50).fill(6));
    expect(buyersPerCampaign()).toEqual(new Array(50).fill(6));
    expect(groupMoney(rows, 'last', 'campaign').buyers.get(null)).toBe(2);
  });

  it('counts right after a call whose buyer bits were too many to keep', () => {
    // Two payments by one buyer among 80,000,000 buyer codes: 10 MB of bits for the one group, let go after the call
    // (its bit where the next call's second buyer has hers).
    const texts = new Texts();
    const money = codedMoney(2);
    money.people = 80_000_000;
    money.product.fill(texts.code('framework_session'));
    money.payments.fill(1);
    money.buyer.set([1, 1]);
    money.touches.forEach((codes) => codes.fill(-1));
    expect(groupCoded(money, texts, 'first', 'source').buyers.get(null)).toBe(1);
    expect(groupMoney(rows, 'last', 'campaign').buyers).toEqual(new Map([['framework_session', 2], ['premium_monthly', 1], [null, 2]]));
  });
});

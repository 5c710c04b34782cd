import { IsString, MaxLength, validateSync } from 'class-validator';
import { cacheValidationMetadata } from './validation-metadata-cache';

cacheValidationMetadata();

class Base {
  @IsString() name!: string;
}

class Derived extends Base {
  @MaxLength(3) code!: string;
}

const failed = (object: object) => validateSync(object, { whitelist: true }).map((e) => e.property).sort();

it('gives the same answers once the rules are cached, inherited rules included', () => {
  for (let i = 0; i < 3; i++) {
    expect(failed(Object.assign(new Derived(), { name: 7, code: 'long' }))).toEqual(['code', 'name']);
    expect(failed(Object.assign(new Derived(), { name: 'x', code: 'abc' }))).toEqual([]);
    expect(failed(Object.assign(new Base(), { name: 7, code: 'long' }))).toEqual(['name']);
  }
});

it('still strips unknown fields from each object', () => {
  const dto = Object.assign(new Base(), { name: 'x', extra: true });
  expect(failed(dto)).toEqual([]);
  expect(dto).toEqual({ name: 'x' });
});

it('forgets the cached rules when a class gains a rule later', () => {
  class Late {
    title?: unknown;
  }
  expect(validateSync(Object.assign(new Late(), { title: 1 }))[0].constraints).toHaveProperty('unknownValue');
  IsString()(Late.prototype, 'title');
  expect(validateSync(Object.assign(new Late(), { title: 1 }))[0].constraints).toHaveProperty('isString');
});

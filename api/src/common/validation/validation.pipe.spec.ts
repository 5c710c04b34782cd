import 'reflect-metadata';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiError } from '../http/api-error';
import { RequestValidationPipe } from './validation.pipe';

class StepDto {
  @IsIn(['home', 'landing']) step!: string;
  @IsOptional() @IsString() @MaxLength(5) note?: string;
}

const pipe = new RequestValidationPipe();
const body = (value: unknown) => pipe.transform(value, { type: 'body', metatype: StepDto });
async function refusal(call: () => Promise<unknown>): Promise<unknown> {
  const error = await call().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).getResponse();
}

describe('RequestValidationPipe', () => {
  it('hands the handler a DTO instance without the fields it does not know', async () => {
    const dto = await body({ step: 'home', note: 'hi', extra: 'dropped' });
    expect(dto).toBeInstanceOf(StepDto);
    expect(dto).toEqual({ step: 'home', note: 'hi' });
  });

  it('refuses a body naming each wrong field', async () => {
    expect(await refusal(() => body({ step: 'nowhere', note: 'far too long' }))).toMatchObject({
      statusCode: 400,
      fields: [
        { field: 'step', message: 'must be one of the following values: home, landing' },
        { field: 'note', message: 'must be shorter than or equal to 5 characters' },
      ],
    });
  });

  it.each([null, 'text', 42, ['home']])('refuses a body that is not a JSON object (%p)', async (value) => {
    expect(await refusal(() => body(value))).toMatchObject({ fields: [{ field: 'body', message: 'must be a JSON object' }] });
  });

  it('refuses text Postgres cannot store, naming where it is', async () => {
    expect(await refusal(() => body({ step: 'home', nested: { bad: 'nul\u0000' } }))).toMatchObject({ fields: [{ field: 'nested.bad' }] });
  });

  it('refuses a body nested too deep before building its DTO', async () => {
    let deep: unknown = 'home';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(await refusal(() => body({ step: 'home', note: deep }))).toMatchObject({ fields: [{ field: expect.stringMatching(/^note(\.0)+$/) }] });
  });

  it.each([
    ['a query string', { type: 'query', metatype: StepDto }, { step: 'home', note: 'a\u0000' }, 'note'],
    ['a named query parameter', { type: 'query', metatype: String, data: 'token' }, '\uD800', 'token'],
    ['a path parameter', { type: 'param', metatype: String, data: 'id' }, 'x\u0000', 'id'],
  ] as const)('refuses unstorable text in %s as in a body', async (_label, metadata, value, field) => {
    expect(await refusal(() => pipe.transform(value, metadata))).toMatchObject({ fields: [{ field, message: 'contains characters that cannot be stored' }] });
  });

  it('validates a query string against its DTO too', async () => {
    expect(await refusal(() => pipe.transform({}, { type: 'query', metatype: StepDto }))).toMatchObject({ fields: [{ field: 'step' }] });
  });

  it('passes parameters that are not DTOs through as they came', async () => {
    expect(await pipe.transform('abc', { type: 'param', metatype: String, data: 'id' })).toBe('abc');
    const form = { any: 'thing' };
    expect(await pipe.transform(form, { type: 'body', metatype: Object })).toBe(form);
    expect(await pipe.transform({ step: 'nowhere' }, { type: 'custom', metatype: StepDto })).toEqual({ step: 'nowhere' });
  });
});

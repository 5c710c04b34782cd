import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import { IsOptional, IsString, ValidateNested, validateSync } from 'class-validator';
import { toDtoInstance } from './dto-instance';

class FlatDto {
  @IsString() name!: string;
  @IsOptional() extra?: Record<string, unknown>;
}

class AddressDto {
  @IsString() city!: string;
}

class NestedDto {
  @ValidateNested() @Type(() => AddressDto) address!: AddressDto;
}

class TrimmedDto {
  @IsString() @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)) name!: string;
}

describe('toDtoInstance', () => {
  it('puts the fields of a DTO without transform rules on a new instance', () => {
    const dto = toDtoInstance(FlatDto, { name: 'Ada', extra: { page: '/' } });
    expect(dto).toBeInstanceOf(FlatDto);
    expect(dto).toEqual({ name: 'Ada', extra: { page: '/' } });
    expect(validateSync(dto)).toEqual([]);
  });

  it('never copies keys that would change the prototype or class', () => {
    const body = JSON.parse('{"name":"Ada","__proto__":{"polluted":true},"constructor":"Object"}') as Record<string, unknown>;
    const dto = toDtoInstance(FlatDto, body);
    expect(Object.getPrototypeOf(dto)).toBe(FlatDto.prototype);
    expect(dto.constructor).toBe(FlatDto);
    expect((dto as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('builds nested DTOs so their own rules apply', () => {
    const dto = toDtoInstance(NestedDto, { address: { city: 42 } });
    expect(dto.address).toBeInstanceOf(AddressDto);
    expect(validateSync(dto)[0]).toMatchObject({ property: 'address', children: [{ property: 'city' }] });
  });

  it('applies @Transform rules', () => {
    expect(toDtoInstance(TrimmedDto, { name: '  Ada ' }).name).toBe('Ada');
  });
});

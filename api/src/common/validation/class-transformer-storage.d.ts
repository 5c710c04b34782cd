/** class-transformer's store of @Type, @Transform, @Expose and @Exclude rules, which it does not export by name. */
declare module 'class-transformer/cjs/storage' {
  import type { MetadataStorage } from 'class-transformer/types/MetadataStorage';

  export const defaultMetadataStorage: MetadataStorage;
}

import type { OpenAPIObject } from '@nestjs/swagger';

/** A schema among the document's components. */
export type Schema = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];

/** One method of one path. */
export type Operation = OpenAPIObject['paths'][string]['get'] & object;

/** An operation's responses, by status. */
export type Responses = Operation['responses'];

import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorResponse, FieldError } from '@pitchlens/contracts';

/** A client error that names the fields at fault; answered as an ErrorResponse. */
export class ApiError extends HttpException {
  constructor(status: HttpStatus, message: string, fields: FieldError[] = []) {
    super({ success: false, statusCode: status, error: message, fields } satisfies ErrorResponse, status);
  }

  static invalid(fields: FieldError[]): ApiError {
    const summary = fields.map((f) => `${f.field} ${f.message}`).join('; ');
    return new ApiError(HttpStatus.BAD_REQUEST, `Invalid request: ${summary}`, fields);
  }
}

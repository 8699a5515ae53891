import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger, PayloadTooLargeException } from '@nestjs/common';
import { Request, Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { requestLanguage } from '../i18n/languages';
import { translateAnswer } from '../i18n/translate';

/**
 * Every error leaves the API as `{"detail": "…"}` or, for validation, `{"field": ["…"]}`.
 * Unknown errors are logged and answered with a generic 500: no stack or SQL reaches a client.
 * The messages are said in the language the request accepts (English or Kiswahili); field keys stay.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly maxUploadBytes: number) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const { status, body } = this.toResponse(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    http.getResponse<Response>().status(status).json(translateAnswer(body, requestLanguage(http.getRequest<Request>())));
  }

  private toResponse(exception: unknown): { status: number; body: unknown } {
    if (exception instanceof PayloadTooLargeException) {
      const megabytes = Math.round((this.maxUploadBytes / 1024 / 1024) * 10) / 10;
      return { status: HttpStatus.PAYLOAD_TOO_LARGE, body: { detail: `The file is too large: the limit is ${megabytes} MB.` } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      if (typeof payload === 'string') return { status, body: { detail: payload } };
      const record = payload as Record<string, unknown>;
      // Our own field-error objects pass through; Nest's built-ins ({statusCode, message, error}) become {detail}.
      if (!('statusCode' in record)) return { status, body: record };
      const message = Array.isArray(record.message) ? record.message.join(' ') : String(record.message ?? exception.message);
      return { status, body: { detail: message } };
    }
    if (exception instanceof QueryFailedError && /unique|duplicate/i.test(exception.message)) {
      return { status: HttpStatus.CONFLICT, body: { detail: 'This record already exists.' } };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { detail: 'Something went wrong on our side. Please try again.' } };
  }
}

import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { requestLanguage } from './languages';

/** The language the request's `Accept-Language` asks for (`en` unless it names `sw`). */
export const RequestLanguage = createParamDecorator((_data: unknown, context: ExecutionContext) => requestLanguage(context.switchToHttp().getRequest<Request>()));

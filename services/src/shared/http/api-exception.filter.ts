import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MSG } from '../../contracts';
import { Envelope } from '../envelope';
import { AppError, ConflictError } from '../errors';
import { WrongExpectedVersionError } from '@jxc/infra';
import { Logger } from './logger';

/** Every failure leaves as the envelope with a Chinese message, a stable code and the correlation id; never a stack. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    const req = host.switchToHttp().getRequest<Request>();
    const { status, body } = this.toEnvelope(exception);
    body.correlationId = req.correlationId;
    if (status >= 500) this.logger.error({ err: exception, correlationId: req.correlationId }, 'request failed');
    if (!res.headersSent) res.status(status).json(body);
  }

  toEnvelope(exception: unknown): { status: number; body: Envelope } {
    const e = exception instanceof WrongExpectedVersionError ? new ConflictError() : exception;
    if (e instanceof AppError)
      return {
        status: e.status,
        body: { invState: e.invState, invMessage: e.message, returnData: null, errorCode: e.code, details: e.details },
      };
    if (e instanceof HttpException) return { status: e.getStatus(), body: this.fromHttp(e) };
    const bodyParser = e as { type?: string; status?: number; expose?: boolean };
    // The body parser's refusals (http-errors with a 4xx status the client caused): bad JSON, a charset or compression
    // it does not read, a body cut short or too large.
    if (bodyParser?.expose && Number(bodyParser.status) >= 400 && Number(bodyParser.status) < 500) {
      if (bodyParser.status === 413)
        return { status: 413, body: { invState: 0, invMessage: MSG.tooLarge, returnData: null, errorCode: 'PAYLOAD_TOO_LARGE' } };
      if (bodyParser.status === 415)
        return {
          status: 415,
          body: { invState: 0, invMessage: MSG.unsupportedBody, returnData: null, errorCode: 'UNSUPPORTED_MEDIA_TYPE' },
        };
      return { status: 400, body: { invState: 0, invMessage: MSG.badJson, returnData: null, errorCode: 'VALIDATION' } };
    }
    return { status: 500, body: { invState: 0, invMessage: MSG.serverError, returnData: null, errorCode: 'INTERNAL' } };
  }

  private fromHttp(e: HttpException): Envelope {
    const status = e.getStatus();
    if (status === 404) return { invState: 0, invMessage: MSG.notFound, returnData: null, errorCode: 'NOT_FOUND' };
    if (status === 413) return { invState: 0, invMessage: MSG.tooLarge, returnData: null, errorCode: 'PAYLOAD_TOO_LARGE' };
    if (status === 400) return { invState: 0, invMessage: MSG.badJson, returnData: null, errorCode: 'VALIDATION' };
    if (status === 403) return { invState: 0, invMessage: MSG.noPermission, returnData: null, errorCode: 'FORBIDDEN' };
    return {
      invState: 0,
      invMessage: status >= 500 ? MSG.serverError : MSG.failed,
      returnData: null,
      errorCode: status >= 500 ? 'INTERNAL' : 'HTTP_' + status,
    };
  }
}

import { CallHandler, ExecutionContext, HttpCode, Injectable, NestInterceptor, applyDecorators, Post } from '@nestjs/common';
import { map, Observable } from 'rxjs';
import { success } from '../envelope';

/** Wraps every handler's result as `{ invState: 1, invMessage, returnData }`. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(_ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(map((data) => success(data)));
  }
}

/** Every call is `POST /api/{Group}/{Action}` answering 200 (the seed's contract, not REST's 201). */
export const Action = (name: string) => applyDecorators(Post(name), HttpCode(200));

import { Inject, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { OnGatewayConnection, SubscribeMessage, WebSocketGateway, WebSocketServer, MessageBody, ConnectedSocket } from '@nestjs/websockets';
import type { Pool } from 'pg';
import type { Namespace, Socket } from 'socket.io';
import { mayDo } from '../../../contracts';
import { DocumentContext } from '../../../document-engine';
import { IdentityQueries, Session, SessionService, withinScope } from '../../../identity';
import { AppError } from '../../../shared/errors';
import { EventSourcing } from '../../../shared/es/event-sourcing';
import { PG_POOL } from '../../../shared/persistence/tokens';
import { INVTAK } from '../stocktake.kind';
import { countedStocktake } from './counting.commands';
import { listenForCounts } from './counting.reaction';

const room = (companyId: string, invtakId: string) => `${companyId}:${invtakId}`;

/**
 * socket.io namespace /stocktake-count: a phone signed in (handshake `auth.token`) joins a stocktake ('join' with its
 * invtakId) when it may see stocktakes, that one in its data scope, and use the stocktake's warehouse; it then hears 'counted' whenever anyone,
 * on any API process, counts on that stocktake.
 */
@WebSocketGateway({ path: '/socket.io', namespace: '/stocktake-count' })
export class CountTogetherGateway implements OnGatewayConnection, OnModuleInit, OnModuleDestroy {
  @WebSocketServer() server!: Namespace;
  private stopListening?: () => Promise<void>;

  constructor(
    private readonly sessions: SessionService,
    private readonly es: EventSourcing,
    private readonly ctx: DocumentContext,
    private readonly identity: IdentityQueries,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async onModuleInit() {
    this.stopListening = await listenForCounts(this.pool, ({ companyId, invtakId }) =>
      this.server.to(room(companyId, invtakId)).emit('counted', { invtakId }),
    );
  }

  async onModuleDestroy() {
    await this.stopListening?.();
  }

  /** The session is looked up once; a 'join' sent at once waits for it. */
  handleConnection(client: Socket) {
    const token = client.handshake.auth?.token;
    const session = typeof token === 'string' ? this.sessions.resolve(token) : Promise.resolve(undefined);
    client.data.session = session;
    void session.then((s) => {
      if (s) return;
      client.emit('unauthorized', { invState: 3 });
      client.disconnect(true);
    });
  }

  /** Answers { ok: true } once in the stocktake's room, or { ok: false, message } saying why not. */
  @SubscribeMessage('join')
  async join(@ConnectedSocket() client: Socket, @MessageBody() body: { invtakId?: unknown }) {
    const session = await (client.data.session as Promise<Session | undefined> | undefined);
    if (!session || typeof body?.invtakId !== 'string') return { ok: false, message: '未登录或缺少盘点单' };
    if (!mayDo(session, INVTAK.menuId, 'query')) return { ok: false, message: '您没有盘点单的权限' };
    // The data scope every HTTP call passes (RecordScopeInterceptor): another's stocktake only with 查看他人单据.
    const records = await this.identity.scopedRecords(session.companyId, [body.invtakId]);
    if (records.some((r) => !withinScope(session, r))) return { ok: false, message: '单据不存在' };
    try {
      await countedStocktake(this.es, this.ctx, session, body.invtakId);
    } catch (e) {
      if (e instanceof AppError) return { ok: false, message: e.message };
      throw e;
    }
    await client.join(room(session.companyId, body.invtakId));
    return { ok: true };
  }
}

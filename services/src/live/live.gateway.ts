import { Inject, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { OnGatewayConnection, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { SessionService } from '../identity';
import { LIVE_CHANNEL } from '../inventory';
import { PG_POOL } from '../shared/persistence/tokens';

export const companyRoom = (companyId: string) => `company:${companyId}`;

/**
 * socket.io at /socket.io: a client authenticates with its token (handshake `auth.token`) and joins its company's
 * room; pushes go to that room only, so no company hears another's.
 */
@WebSocketGateway({ path: '/socket.io' })
export class LiveGateway implements OnGatewayConnection, OnModuleInit, OnModuleDestroy {
  @WebSocketServer() server!: Server;
  private listener?: PoolClient;

  constructor(
    private readonly sessions: SessionService,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  /** Pushes are published on a PostgreSQL channel by whichever process runs the reactions; each process relays them. */
  async onModuleInit() {
    this.listener = await this.pool.connect();
    this.listener.on('notification', (n) => {
      if (n.channel !== LIVE_CHANNEL || !n.payload) return;
      const { companyId, event, payload } = JSON.parse(n.payload);
      this.push(companyId, event, payload);
    });
    await this.listener.query(`listen ${LIVE_CHANNEL}`);
  }

  async onModuleDestroy() {
    await this.listener?.query(`unlisten ${LIVE_CHANNEL}`).catch(() => undefined);
    this.listener?.release();
  }

  async handleConnection(client: Socket) {
    const token = client.handshake.auth?.token ?? client.handshake.headers.token;
    const session = typeof token === 'string' ? await this.sessions.resolve(token) : undefined;
    if (!session) {
      client.emit('unauthorized', { invState: 3 });
      client.disconnect(true);
      return;
    }
    await client.join(companyRoom(session.companyId));
  }

  /** Tells the company's connected staff (e.g. 'stockWarning' when a movement crosses a limit). */
  push(companyId: string, event: string, payload: unknown) {
    this.server.to(companyRoom(companyId)).emit(event, payload);
  }
}

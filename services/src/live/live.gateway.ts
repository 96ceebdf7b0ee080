import { OnModuleDestroy } from '@nestjs/common';
import { OnGatewayConnection, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { SessionService } from '../identity/auth/session.service';
import { liveBus } from '../inventory/stock-warning.reaction';

export const companyRoom = (companyId: string) => `company:${companyId}`;

/**
 * socket.io at /socket.io: a client authenticates with its token (handshake `auth.token`) and joins its company's
 * room; pushes go to that room only, so no company hears another's.
 */
@WebSocketGateway({ path: '/socket.io' })
export class LiveGateway implements OnGatewayConnection, OnModuleDestroy {
  @WebSocketServer() server!: Server;
  private readonly relay = (companyId: string, event: string, payload: unknown) => this.push(companyId, event, payload);

  constructor(private readonly sessions: SessionService) {
    liveBus.on('push', this.relay);
  }

  onModuleDestroy() {
    liveBus.off('push', this.relay);
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

import { OnGatewayConnection, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { SessionService } from '../identity/auth/session.service';

export const companyRoom = (companyId: string) => `company:${companyId}`;

/**
 * socket.io at /socket.io: a client authenticates with its token (handshake `auth.token`) and joins its company's
 * room; pushes go to that room only, so no company hears another's.
 */
@WebSocketGateway({ path: '/socket.io' })
export class LiveGateway implements OnGatewayConnection {
  @WebSocketServer() server!: Server;

  constructor(private readonly sessions: SessionService) {}

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

import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import type { Stored } from '../../shared/es/event-names';
import { ANNOUNCEMENT_EVENTS, AnnouncementEvent } from './announcement';

const idOf = (streamId: string) => streamId.slice('Announcement-'.length);

/** The operators' announcements (announcements): what each says, its status and when it shows; kept through every company's 系统重置. */
export const announcementsProjection: Projection<Stored<'Announcement', AnnouncementEvent>> = {
  name: 'announcements',
  eventTypes: Object.values(ANNOUNCEMENT_EVENTS),
  tables: ['announcements'],
  companyReset: 'keep',
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const id = idOf(e.streamId);
      const { at, userName = '' } = e.metadata;
      const text = (d: { title: string; content: string; version: string; downloadUrl: string; upStatus: number }) => [
        d.title,
        d.content,
        d.version,
        d.downloadUrl,
        d.upStatus,
      ];
      if (e.type === ANNOUNCEMENT_EVENTS.Written)
        await em.query(
          `insert into announcements (announcement_id, kind, title, content, version, download_url, up_status, status,
             written_at, written_by, updated_at, updated_by)
           values ($1, $2, $3, $4, $5, $6, $7, 'draft', $8, $9, $8, $9) on conflict (announcement_id) do nothing`,
          [id, e.data.kind, ...text(e.data), at, userName],
        );
      else if (e.type === ANNOUNCEMENT_EVENTS.Edited)
        await em.query(
          `update announcements set title = $2, content = $3, version = $4, download_url = $5, up_status = $6, updated_at = $7, updated_by = $8
           where announcement_id = $1`,
          [id, ...text(e.data), at, userName],
        );
      else if (e.type === ANNOUNCEMENT_EVENTS.Published)
        await em.query(
          `update announcements set status = 'published', publish_at = $2, updated_at = $3, updated_by = $4 where announcement_id = $1`,
          [id, e.data.publishAt, at, userName],
        );
      else
        await em.query(`update announcements set status = 'withdrawn', updated_at = $2, updated_by = $3 where announcement_id = $1`, [
          id,
          at,
          userName,
        ]);
    }
  },
};

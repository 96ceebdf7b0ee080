import { Module } from '@nestjs/common';
import { IdentityModule } from '../../identity';
import { AnnouncementHandler } from './announcements.commands';
import { AnnouncementsController } from './announcements.http.controller';
import { AnnouncementQueries } from './announcements.queries';

/** 公告与版本 of the console: announcements, release notes and messages the operators publish to every company. */
@Module({
  imports: [IdentityModule],
  controllers: [AnnouncementsController],
  providers: [AnnouncementHandler, AnnouncementQueries],
})
export class AnnouncementsModule {}

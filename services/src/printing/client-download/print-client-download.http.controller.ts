import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Controller, Get, Headers, Inject, Ip, Param, Req, Res } from '@nestjs/common';
import type { AppConfig } from '@jxc/infra';
import type { Request, Response } from 'express';
import {
  PRINT_CLIENT_DOWNLOAD,
  PRINT_CLIENT_PLATFORMS,
  PrintClientPlatform,
  platformOfAgent,
  printClientDownloadPath,
  stampOf,
} from '../../contracts';
import { Public } from '../../identity';
import { HOUR, RateLimits } from '../../shared/http/rate-limits';
import { APP_CONFIG } from '../../shared/persistence/tokens';
import { downloadName, notReleasedPage, releasedClient } from './print-client-release';

/**
 * The packaged print client, for anyone (the shop's computer has no session yet): GET /download/print-client/{platform}
 * from PRINT_CLIENT_DIR, stamped with this server's origin (PUBLIC_URL) so that the client installs itself for it;
 * without a platform, a redirect to the one the User-Agent names. RATE_LIMIT_PRINT_CLIENT downloads an hour per address.
 */
@Public()
@Controller(PRINT_CLIENT_DOWNLOAD.slice(1))
export class PrintClientDownloadController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limits: RateLimits,
  ) {}

  @Get()
  redirect(@Headers('user-agent') agent: string | undefined, @Req() req: Request, @Res() res: Response) {
    const query = req.originalUrl.indexOf('?');
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, printClientDownloadPath(platformOfAgent(agent)) + (query < 0 ? '' : req.originalUrl.slice(query)));
  }

  @Get(':platform')
  async download(@Param('platform') platform: string, @Ip() ip: string, @Req() req: Request, @Res() res: Response) {
    const client = (PRINT_CLIENT_PLATFORMS as readonly string[]).includes(platform)
      ? releasedClient(this.config.printClientDir, platform as PrintClientPlatform)
      : undefined;
    if (!client) return res.status(404).type('html').send(notReleasedPage(this.config.printClientDir, platform));
    const stamp = Buffer.from(stampOf(new URL(this.config.publicUrl).origin));
    res.attachment(downloadName(platform as PrintClientPlatform, client.version));
    res.type('application/octet-stream');
    // The same URL serves each new release: browsers keep a copy but ask each time whether it is still the one.
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Last-Modified', client.modified.toUTCString());
    res.setHeader('ETag', `"${client.version}-${client.size.toString(36)}-${client.modified.getTime().toString(36)}-${stamp.length}"`);
    res.setHeader('Content-Length', String(client.size + stamp.length));
    if (req.fresh) return res.status(304).end();
    if (req.method === 'HEAD') return res.end();
    const taken = await this.limits.take([
      { name: 'print-client-download', key: ip, max: this.config.rateLimits.printClient, seconds: HOUR },
    ]);
    if ('reached' in taken) {
      for (const header of ['Content-Disposition', 'ETag', 'Last-Modified']) res.removeHeader(header);
      return res.status(429).type('text/plain; charset=utf-8').send('下载太频繁，请一小时后再试');
    }
    await pipeline(
      fs.createReadStream(client.file),
      async function* (file: AsyncIterable<Buffer>) {
        yield* file;
        yield stamp;
      },
      res,
    );
  }
}

import type { AddressInfo } from 'node:net';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { registerDemoData } from '../identity';
import { fillDemoShop } from './demo-shop';
import { shopDay } from '../contracts';

/** The shop's day (China Standard Time) now: the demo's trade runs up to it. */

/**
 * Fills each new demo company through this server's own API, as its administrator: every record and document goes
 * through the same validation, commands and events as a shop's own.
 */
@Injectable()
export class DemoSeeder implements OnModuleInit {
  constructor(private readonly host: HttpAdapterHost) {}

  onModuleInit() {
    registerDemoData((token) => this.fill(token));
  }

  private async fill(token: string) {
    const { port } = this.host.httpAdapter.getHttpServer().address() as AddressInfo;
    const post = async (path: string, body: object) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify(body),
      });
      const envelope = await res.json();
      if (res.status !== 200) throw new Error(`演示数据 ${path}: ${envelope.invMessage}`);
      return envelope.returnData;
    };
    await fillDemoShop(post, shopDay());
  }
}

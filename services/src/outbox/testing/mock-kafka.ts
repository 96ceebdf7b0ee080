import { spawn } from 'node:child_process';

export interface MockKafka {
  brokers: string[];
  stop(): Promise<void>;
}

const ADDRESSES = /Mock cluster enabled: .*replaced with (\S+)/;

/**
 * A Kafka-protocol cluster of three brokers for tests: librdkafka's mock cluster, living inside a kcat producer
 * process that waits on its standard input. With `-d broker` kcat logs the brokers' addresses, which are read from
 * its standard error (kept drained after, or the process would block on a full pipe).
 */
export function startMockKafka(): Promise<MockKafka> {
  const kcat = spawn('kcat', ['-b', 'localhost:9092', '-X', 'test.mock.num.brokers=3', '-d', 'broker', '-P', '-t', 'bootstrap'], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => kcat.once('exit', () => resolve()));
  const stop = async () => {
    kcat.kill('SIGKILL');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let log = '';
    let ready = false;
    const fail = (why: string) => {
      void stop();
      reject(new Error(why));
    };
    const timer = setTimeout(() => fail(`kcat 未在 10 秒内报告模拟集群的地址:\n${log}`), 10_000);
    const exitedEarly = (code: number | null) => fail(`kcat 已退出 (${code}):\n${log}`);
    kcat.once('error', (e: NodeJS.ErrnoException) =>
      fail(e.code === 'ENOENT' ? 'kcat 未安装：Kafka 测试需要 Debian 的 kcat（apt-get install -y kcat）' : e.message),
    );
    kcat.once('exit', exitedEarly);
    kcat.stderr.setEncoding('utf8');
    kcat.stderr.on('data', (chunk: string) => {
      if (ready) return;
      log += chunk;
      const found = ADDRESSES.exec(log);
      if (!found) return;
      ready = true;
      clearTimeout(timer);
      kcat.off('exit', exitedEarly);
      resolve({ brokers: found[1].replace(/,$/, '').split(','), stop });
    });
  });
}

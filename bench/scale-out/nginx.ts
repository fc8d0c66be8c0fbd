import fs from 'node:fs';
import path from 'node:path';
import { type Child, startChild, waitUntil } from './processes';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/**
 * The load balancer's configuration: plain round-robin over the instances (no ip_hash, no sticky cookie),
 * uploads up to 25 MB, the client's address and scheme forwarded, and `X-Upstream` naming the instance that
 * answered (so that the checks can see the spread). Every path nginx writes to is inside `dir`.
 */
export function nginxConfig(dir: string, port: number, upstreams: string[]): string {
  const servers = upstreams.map((address) => `    server ${address} max_fails=0;`).join('\n');
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  upstream qi_servers {
${servers}
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${port};
    client_max_body_size 25m;

    location / {
      proxy_pass http://qi_servers;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** nginx in the foreground (`daemon off`) with the generated configuration, as a child of this run. */
export async function startNginx(dir: string, port: number, upstreams: string[]): Promise<Child> {
  if (!fs.existsSync(NGINX)) {
    throw new Error(
      `nginx not found at ${NGINX}: install it (Debian: apt-get install nginx) or set NGINX_BIN`,
    );
  }
  fs.mkdirSync(dir, { recursive: true });
  const config = path.join(dir, 'nginx.conf');
  fs.writeFileSync(config, nginxConfig(dir, port, upstreams));
  const args = ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', config, '-g', 'daemon off;'];
  const child = startChild('nginx', NGINX, args, {
    cwd: dir,
    env: { PATH: process.env.PATH },
    logFile: path.join(dir, 'nginx.out'),
  });
  await waitUntil(child, 'nginx', async () => (await fetch(`http://127.0.0.1:${port}/health`)).ok);
  return child;
}

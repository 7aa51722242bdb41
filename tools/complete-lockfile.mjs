#!/usr/bin/env node
// The npm registry reachable from this workplace serves only the platform packages of this
// platform (linux x64 glibc). `npm install` then leaves the other platforms' optional binaries
// (@swc/core-darwin-arm64, @nx/nx-win32-x64-msvc, ...) out of package-lock.json, and `npm ci`
// refuses the lock as "Missing: ... from lock file". This adds those entries the way npm itself
// writes them on an unrestricted registry: optional, with os/cpu, so npm ci skips them here.
// Run after any dependency change: `node tools/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'sunos', 'aix', 'netbsd'];
const CPU = { x64: 'x64', arm64: 'arm64', ia32: 'ia32', arm: 'arm', ppc64: 'ppc64', s390x: 's390x', riscv64: 'riscv64', loong64: 'loong64', wasm32: 'wasm32', universal: null };

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { os, cpu, libc, wasm: parts.includes('wasm32') };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const { os, cpu, libc, wasm } = platformOf(name);
    const added_entry = { version, optional: true };
    if (wasm) added_entry.cpu = ['wasm32'];
    else {
      if (os) added_entry.os = [os];
      if (cpu) added_entry.cpu = [cpu];
      if (libc) added_entry.libc = [libc];
    }
    packages[`node_modules/${name}`] = added_entry;
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entries`);

// Runs TypeScript sources directly (SWC keeps decorator metadata, which Nest's injection needs).
const path = require('node:path');
process.env.SWC_NODE_PROJECT = process.env.SWC_NODE_PROJECT || path.join(__dirname, '..', 'tsconfig.json');
require('@swc-node/register');

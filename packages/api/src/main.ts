import { main } from './server';

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

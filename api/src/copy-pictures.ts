import { loadConfig } from './config/app-config';
import { copyUploadsToStore } from './media/copy-to-store';
import { S3FileStore } from './media/s3-file-store';

/**
 * `npm run pictures:to-bucket -w api` (or `node api/dist/copy-pictures.js` in the image): copies DATA_DIR/uploads
 * into the bucket S3_* configure, before the shop is switched over (README "Pictures in a bucket"). Safe to repeat.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.s3) throw new Error('Set S3_BUCKET (and the other S3_* settings) to the bucket the pictures go to');
  const started = Date.now();
  console.log(`Copying ${config.uploadsDir} into bucket ${config.s3.bucket}…`);
  const report = await copyUploadsToStore(config.uploadsDir, new S3FileStore(config.s3), (line) => console.log(line));
  const megabytes = (report.copiedBytes / 1024 / 1024).toFixed(1);
  console.log(`Copied ${report.copied} files (${megabytes} MB, ${report.copiedBytes} bytes); ${report.alreadyThere} already in the bucket; ${report.failed.length} failed; ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  for (const failure of report.failed) console.error(`Not copied: ${failure}`);
  // Run it again: what was copied is skipped.
  if (report.failed.length) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});

/** Printing: print templates per document type (打印设置) and cloud receipt printers (云打印). */
export { PrintingModule } from './printing.module';
export { printTemplatesProjection } from './templates/print-templates.projection';
export { cloudPrintersProjection } from './cloud/cloud-printers.projection';
export { PRINTING_EVENT_TITLES, PRINTING_STREAM_TITLES } from './event-titles';
export { PRINT_TEMPLATES_KEPT_ON_RESET } from './templates/print-templates';

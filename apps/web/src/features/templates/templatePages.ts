export { CreateTemplatePage } from './CreateTemplatePage';
export { TemplatePage } from './TemplatePage';
export { TemplatesPage } from './TemplatesPage';

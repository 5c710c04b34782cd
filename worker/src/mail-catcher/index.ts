export { MailCatcher, type CaughtMessage, type MailCatcherOptions } from './mail-catcher';

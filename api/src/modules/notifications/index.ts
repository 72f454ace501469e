// The public entry of the notifications module (docs/notifications.md): the routes of Minha conta's
// choices, and the service the wiring hands new answers to and whose digest job it schedules.
export { notificationsRoutes } from './routes';
export {
  createNotificationsService,
  scheduleDigests,
  DIGEST_QUEUE,
  type NewAnswer,
  type NotificationsService,
} from './service';

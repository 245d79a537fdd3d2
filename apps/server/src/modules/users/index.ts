/** Staff accounts: the list, create and edit, the spreadsheet import. Other modules, the app's wiring, seeds and ops import the module from here. */
export { userInvitationMailJob } from './invitation-job.ts';

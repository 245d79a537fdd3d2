/** Appointments booked with an answer (the booking system). Only its routes are used outside it, by the route table (src/routes.ts). */
export {};

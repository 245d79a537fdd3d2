export const homeEn = {
  title: 'Welcome to Cabildo',
  subtitle: 'Build inspection forms, collect answers and follow them through their workflow.',
  toForms: 'Go to the forms',
  recipientSearch: {
    title: 'Recipient search',
    body: 'Find every answer linked to an identification number. Coming soon.',
  },
  greeting: 'Hello, {{name}}',
};

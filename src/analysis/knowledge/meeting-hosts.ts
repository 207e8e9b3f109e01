// Video-meeting and calendar services: the pages a genuine invitation links to (the meeting to
// join, the service's help and options pages, the calendar's own event page). An invitation whose
// event sends its reader anywhere else (a "salary letter" on the organiser's throw-away domain) is
// using the calendar to carry a link.
//
// Sources: written for Centinela from the services' own invitation templates (Teams, Zoom, Google
// Meet and Calendar, Webex, GoTo, Outlook, Whereby, Jitsi, BlueJeans, Amazon Chime).

export const MEETING_HOST_SOURCES = "Centinela, from the meeting and calendar services' own invitation templates.";

/** Registrable domains or hosts; their subdomains (`us02web.zoom.us`, `acme.webex.com`) count too. */
export const MEETING_HOSTS: readonly string[] = Object.freeze([
  // Microsoft Teams and Outlook: join links, "Learn more" and "Meeting options" pages.
  'teams.microsoft.com',
  'teams.live.com',
  'teams.microsoft.us',
  'aka.ms',
  'go.microsoft.com',
  'support.microsoft.com',
  'www.microsoft.com',
  'statics.teams.cdn.office.net',
  'outlook.office.com',
  'outlook.office365.com',
  'outlook.live.com',
  // Zoom, Google Meet and Calendar, Webex, GoTo, others.
  'zoom.us',
  'zoom.com',
  'zoomgov.com',
  'meet.google.com',
  'tel.meet',
  'calendar.google.com',
  'www.google.com',
  'support.google.com',
  'webex.com',
  'gotomeeting.com',
  'goto.com',
  'gotomeet.me',
  'whereby.com',
  'meet.jit.si',
  'bluejeans.com',
  'chime.aws',
  'meet.lync.com',
]);

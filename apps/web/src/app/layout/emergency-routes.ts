// The phone's 911 bar stays off owners', admins' and account forms: they are not emergencies, and
// a bar at the foot of the screen covered their fields, lists and toasts (issues #31, #32). The
// header keeps its 911 button from 640 px up everywhere.
const WITHOUT_BAR = /^\/(registrar-negocio|mis-negocios|mi-negocio|admin|cuenta)(\/|$)/;

export const showsEmergencyBar = (pathname: string) => !WITHOUT_BAR.test(pathname);

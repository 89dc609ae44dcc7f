export default {
  title: "Résumé Headshot from Your Selfies | Resoume",
  description:
    "Create a résumé headshot that looks like a studio portrait. Upload 5 to 10 selfies and get results by e-mail in under an hour with Premium or Ultimate.",
  heading: "Your résumé headshot, without the studio",
  intro:
    "A résumé headshot should show you as you are on a good day: friendly, focused and well lit. Instead of booking a photographer, upload 5 to 10 selfies and choose a style such as corporate, academic or warm. Your headshots arrive by e-mail, in about 2 hours with Basic or in under 1 hour with Premium and Ultimate.",
};

/** The photo reviews' tool: the form, the scores, the findings, the offer and the e-mailed report (shared by both review pages). */
export default {
  form: {
    heading: "Review your photo",
    photo: "Your photo",
    photoHint: "JPEG, PNG or WebP, up to 5 MB. Your photo is measured and then discarded: it is never stored.",
    country: "Target country",
    countryHint: "We picked {{country}} from where you are; change it if you apply elsewhere.",
    submit: "Review my photo",
    busy: "Measuring your photo…",
    again: "Review another photo",
  },
  errors: {
    missing: "Please choose a photo to review.",
    type: "This file is not a JPEG, PNG or WebP image.",
    tooLarge: "This photo is larger than 5 MB. Please choose a smaller copy.",
    broken: "This image could not be read. Please try another copy of it.",
    deep: "This image has 16 bits per colour, more than we read. Please save it as a JPEG or as an 8-bit PNG.",
    tooManyPixels:
      "This photo has more than {{megapixels}} megapixels, more than we can read without JavaScript. Turn on JavaScript or choose a smaller copy.",
    country: "Please choose a target country.",
    measurements: "The review could not be read back. Please review your photo again.",
  },
  result: {
    heading: "Your photo's review",
    overall: "Overall score",
    outOf: "{{score}} out of 100",
    ats: "ATS score",
    atsHint:
      "How well the file, and a photo on a CV at all, suit employers and applicant tracking systems for your target country: {{country}}.",
    verdicts: {
      great: "Ready to use",
      good: "Good, with a few fixes",
      fair: "Usable, but it holds you back",
      poor: "Replace it",
    },
    atsVerdicts: {
      great: "Fits applications there",
      good: "Fits, with a fix",
      fair: "A weak fit",
      poor: "Works against you",
    },
    scores: {
      lighting: "Lighting",
      background: "Background",
      expression: "Expression",
      composition: "Composition",
      crop: "Crop and framing",
      professional: "Professional appearance",
    },
    notMeasured: "Needs JavaScript",
    measured: "Your photo: {{width}} × {{height}} pixels, {{format}}, {{size}}.",
    onDevice: "Measured on your device: your photo did not leave your browser.",
    onServer: "Measured on our server and discarded straight after: nothing was stored.",
    atsNeedsCountry: "Choose your target country above for an ATS score: whether a photo on a CV helps depends on where you apply.",
    faceChecksNeedScript:
      "The face checks (expression, composition, crop) run on your device and need JavaScript, and so does the overall score, which includes them. Turn JavaScript on to get those scores too.",
    problems: "What holds it back",
    tips: "What would make it better",
    good: "What already works",
    nothingToFix: "Nothing to fix here: this photo meets every measure we check.",
    country: "Your target country: {{country}}",
    aiHeading: "A second opinion",
    aiNote: "Written by an AI vision model from your photo; the scores and findings above are measured.",
  },
  levels: { problem: "Problem", tip: "Tip", good: "Good" },
  hues: { warm: "yellow-orange", cool: "blue", green: "green", magenta: "magenta", none: "neutral" },
  sides: { left: "left", right: "right" },
  findings: {
    faceChecksNeedScript: {
      title: "Face checks need JavaScript",
      text: "Without JavaScript we measured the light, background and file, but not your face, its expression or the crop.",
    },
    noFace: {
      title: "No face found",
      text: "We could not find a face. Use a photo in which your face is clearly visible, facing the camera.",
    },
    manyFaces: {
      title: "More than one person",
      text: "This photo shows more than one face ({{count}}). A profile or CV photo shows only you: crop the others out or take a photo alone.",
    },
    faceSmall: {
      title: "Your face is small in the frame",
      text: "Your face fills {{share}} % of the frame's height; crop so that it fills {{low}}–{{high}} %, head and shoulders.",
    },
    faceLarge: {
      title: "Face too large in the frame",
      text: "Your face fills {{share}} % of the frame's height; leave more room so that it fills {{low}}–{{high}} % and your shoulders show.",
    },
    noShoulders: {
      title: "Cropped too tightly",
      text: "Only {{room}} % of the frame is below your chin, so your shoulders are cut off. Leave room for them: head and shoulders look more professional.",
    },
    faceCut: {
      title: "Your face is cut off",
      text: "Part of your face touches the edge of the photo. Use a photo with your whole head in the frame and some space around it.",
    },
    headroomTight: {
      title: "Little room above your head",
      text: "Only {{headroom}} % of the height is above your face. Leave a little space above your hair.",
    },
    headroomLarge: {
      title: "Too much space above your head",
      text: "{{headroom}} % of the height is above your face. Crop from the top so that your eyes sit in the upper third.",
    },
    offCentre: {
      title: "Off centre",
      text: "Your face sits {{offset}} % of the width to the {{side}}. Centre it: LinkedIn and CV layouts crop photos around the middle.",
    },
    eyeLine: {
      title: "Eye line",
      text: "Your eyes are at {{eyes}} % of the height from the top; about a third of the way down looks most natural.",
    },
    tilted: {
      title: "Head tilted",
      text: "Your head is tilted by about {{degrees}}°. Hold it level, or straighten the photo.",
    },
    eyesClosed: {
      title: "Eyes look closed",
      text: "Your eyes look closed or nearly closed. Take a few shots and pick one with your eyes open.",
    },
    noSmile: {
      title: "A slight smile helps",
      text: "Your expression reads as neutral. A relaxed, slight smile comes across as more approachable.",
    },
    negativeExpression: {
      title: "Expression reads as tense",
      text: "Your expression may read as tense or unhappy. Relax your face and try a gentle smile.",
    },
    goodExpression: { title: "Friendly expression", text: "Your expression comes across as open and approachable." },
    tooDark: {
      title: "Too dark",
      text: "The photo's average brightness is {{brightness}} %. Face a window or a soft light source, or brighten it a little.",
    },
    tooBright: {
      title: "Too bright",
      text: "The photo's average brightness is {{brightness}} %. Avoid direct sun and lower the exposure.",
    },
    blownHighlights: {
      title: "White patches",
      text: "{{highlights}} % of the photo is pure white, with no detail left. Avoid direct sun or a bright window in the picture, or lower the exposure.",
    },
    crushedShadows: {
      title: "Deep shadows",
      text: "{{shadows}} % of the photo is black with no detail. Add light from the front or lift the shadows.",
    },
    lowContrast: {
      title: "Flat, washed-out look",
      text: "The contrast is low ({{contrast}}). Use more directional light, or add a little contrast when editing.",
    },
    harshContrast: {
      title: "Harsh light",
      text: "The contrast is very high ({{contrast}}). Hard light casts strong shadows: choose softer, diffused light.",
    },
    colourCast: {
      title: "Colour cast",
      text: "The photo leans {{hue}}. Set the white balance or correct it so that skin tones look natural.",
    },
    goodLight: { title: "Good light", text: "Exposure, contrast and colour are all in a good range." },
    busyBackground: {
      title: "Busy background",
      text: "{{clutter}} % of the background is edges and detail. A plain wall or a blurred background keeps the attention on you.",
    },
    unevenBackground: {
      title: "Uneven background",
      text: "The background has strong patches of light and shadow. A calm, evenly lit background looks more professional.",
    },
    calmBackground: { title: "Calm background", text: "The background is plain and keeps the attention on you." },
    blurry: {
      title: "Not sharp",
      text: "Even the sharpest part of the photo is soft (sharpness {{sharpness}}). Hold the camera steady, tap to focus on your eyes, and use good light.",
    },
    noisy: {
      title: "Grainy",
      text: "The photo shows noise (about {{noise}} luma steps). More light lets the camera use a lower ISO.",
    },
    lowResolution: {
      title: "Resolution too low",
      text: "The photo is {{width}} × {{height}} pixels. LinkedIn asks for at least {{minimum}} × {{minimum}}; {{recommended}} pixels or more on the short side stays sharp everywhere.",
    },
    lowResolutionPrint: {
      title: "Resolution too low",
      text: "The photo is {{width}} × {{height}} pixels. A CV photo needs at least {{minimum}} pixels on its short side to stay sharp in print (35 × 45 mm at 300 dpi).",
    },
    linkedinAspect: {
      title: "Not square",
      text: "The photo is {{width}} × {{height}}. LinkedIn shows a square in a circle: crop it square around your face yourself.",
    },
    resumeAspect: {
      title: "Not a portrait format",
      text: "The photo is {{width}} × {{height}}. CV photos are portrait, about {{size}} mm: crop it to that shape.",
    },
    goodFraming: { title: "Well framed", text: "Your face is centred, level and at a good size, with room for your shoulders." },
    fileFormat: {
      title: "File format",
      text: "{{format}} files are not accepted by every applicant portal. Save it as JPEG.",
    },
    fileSize: {
      title: "Large file",
      text: "The file is {{megabytes}} MB. Under 1 MB fits every applicant portal and keeps your CV's PDF small.",
    },
    printResolution: {
      title: "Small for print",
      text: "At {{width}} × {{height}} pixels it prints soft; a 35 × 45 mm photo needs {{needWidth}} × {{needHeight}} pixels at 300 dpi.",
    },
    photoDiscouraged: {
      title: "Leave the photo off",
      text: "Target country {{country}}: employers there do not expect a photo on a CV, and many screen out CVs that have one.",
    },
    photoOptional: {
      title: "A photo is optional",
      text: "Target country {{country}}: a photo is optional there; add one only if it is a good, professional one.",
    },
    photoExpected: {
      title: "A photo is expected",
      text: "Target country {{country}}: employers there expect a professional photo on a CV.",
    },
  },
  offer: {
    heading: "What a studio headshot would fix",
    text: "Our headshots are made from your own selfies: studio light, a calm background and head-and-shoulders framing, in {{styleCount}} styles. From {{startingPrice}}, paid once; every photo deleted after {{retentionDays}} days.",
    fixes: "In your photo that would fix: {{areas}}.",
    button: "See the packs",
  },
  report: {
    heading: "Get the full report by e-mail",
    text: "Every score, finding and tip in one e-mail, in your language. We send it once; your photo is not in it and is not stored.",
    email: "E-mail address",
    newsletter: "Also send me the newsletter with headshot tips and discounts (unsubscribe any time).",
    submit: "Send my report",
    busy: "Sending…",
    sent: "Your report is on its way to {{email}}.",
    sentNewsletter:
      "Your report is on its way to {{email}}, and so is an e-mail to confirm your newsletter subscription: you join the list once you confirm.",
  },
  email: {
    subjectLinkedin: "Your LinkedIn photo review: {{score}} out of 100",
    subjectResume: "Your résumé photo review: {{score}} out of 100",
    subjectLinkedinNoScore: "Your LinkedIn photo review",
    subjectResumeNoScore: "Your résumé photo review",
    greeting: "Here is the review of the photo you checked on Resoume.",
    overall: "Overall score: {{score}} out of 100 ({{verdict}}).",
    ats: "ATS score for {{country}}: {{score}} out of 100.",
    scores: "Scores:",
    scoreLine: "{{name}}: {{score}}",
    findings: "Findings and advice:",
    findingLine: "{{level}}: {{title}}. {{text}}",
    country: "Your target country: {{country}}",
    offer: "A studio headshot from your own selfies fixes light, background and framing at once:",
    button: "See the packs",
    footer: "You receive this e-mail once because you asked for it on {{site}}. Your photo was not stored.",
  },
};

import type en from "../en/privacy-policy";

export default {
  title: "Política de privacidad | Resoume",
  description:
    "Cómo trata Resoume tus selfies, tus fotos y tu correo: para qué, con qué proveedores, durante cuánto tiempo, qué cookies usamos y cuáles son tus derechos.",
  heading: "Política de privacidad",
  intro:
    "Tu rostro es un dato personal, y así lo tratamos. Esta política explica qué datos tratamos cuando visitas nuestra web, pides tus fotos, usas nuestras revisiones gratuitas o te suscribes al boletín, para qué lo hacemos, quién nos ayuda y durante cuánto tiempo los conservamos. En resumen: no necesitas cuenta, usamos tus fotos solo para crear tus retratos y todas las fotos se eliminan a los {{retentionDays}} días.",
  contents: "En esta página",
  sections: {
    controller: {
      heading: "Responsable del tratamiento",
      blocks: [
        "El responsable del tratamiento de tus datos personales según el Reglamento General de Protección de Datos (RGPD) es la empresa que figura abajo. Para cualquier pregunta sobre protección de datos, y para ejercer tus derechos, escribe a {{companyEmail}}.",
      ],
    },
    summary: {
      heading: "Lo esencial",
      blocks: [
        "- Tratamos tus selfies solo para crear tus fotos y, si lo pides, para revisar tu foto. Nunca los usamos para publicidad, nunca los vendemos y nunca los usamos para entrenar modelos para otras personas.",
        "- Cada selfie que subes y cada foto generada se eliminan, junto con el modelo de IA entrenado para tu pedido, como muy tarde {{retentionDays}} días después del pedido.",
        "- No necesitas cuenta. Solo te pedimos el correo electrónico cuando hace falta: para entregarte las fotos, enviarte un informe que hayas pedido o mandarte el boletín al que te has suscrito.",
        "- Del pago se encarga Lemon Squeezy; nunca vemos los datos de tu tarjeta ni de tu cuenta bancaria.",
        "- Google Analytics y el píxel de Meta solo funcionan si lo permites. Plausible, que no usa cookies, cuenta las visitas sin identificarte.",
      ],
    },
    website: {
      heading: "Cuando visitas nuestra web",
      blocks: [
        "Al abrir una página, tu navegador envía datos técnicos: tu dirección IP, la fecha y la hora, la página solicitada, la página desde la que llegas y el agente de usuario de tu navegador. Cloudflare, nuestro proveedor de alojamiento, trata estos datos para servirte la página desde un centro de datos cercano y proteger el servicio frente a ataques y abusos. Cloudflare también nos indica a qué país pertenece tu dirección IP: con él te mostramos los precios en euros si nos visitas desde un país que usa el euro y aplicamos las reglas de consentimiento adecuadas; no guardamos el país.",
        "Para proteger nuestros formularios frente a abusos, contamos cuántas veces los envía cada visitante. Para ello guardamos un código irreversible con clave secreta (HMAC) de tu dirección IP, nunca la dirección en sí, y borramos cada recuento en un plazo de {{rateLimitHours}} horas.",
        "Base jurídica: nuestro interés legítimo en una web segura, rápida y fiable (art. 6.1.f RGPD). No llevamos registros de acceso propios.",
      ],
    },
    orders: {
      heading: "Pedido y pago",
      blocks: [
        "Nuestros packs los vende Lemon Squeezy (Lemon Squeezy LLC, EE. UU.) como comerciante registrado (merchant of record). Introduces tu nombre, tu correo, tu dirección de facturación y tus datos de pago directamente en el proceso de pago de Lemon Squeezy, que los trata como responsable independiente, según su propia política de privacidad, para cobrar, calcular los impuestos y prevenir el fraude. Nunca recibimos los datos de tu tarjeta ni de tu cuenta bancaria.",
        "De Lemon Squeezy recibimos lo necesario para completar tu pedido: tu nombre, tu correo y tu país, el pack que compraste, el importe pagado y el número de pedido.",
        "Base jurídica: la ejecución de nuestro contrato contigo (art. 6.1.b RGPD) y nuestras obligaciones mercantiles y fiscales (art. 6.1.c RGPD). Conservamos los registros de pedidos el tiempo que exigen esas leyes, en Alemania hasta diez años; nunca incluyen tus fotos.",
      ],
    },
    photos: {
      heading: "Tus selfies y tus fotos",
      blocks: [
        "Para crear tus fotos subes tus selfies (se recomiendan entre {{selfiesRecommendedMin}} y {{selfiesRecommendedMax}}, al menos {{selfiesMin}}). Los guardamos en Cloudflare, en la UE (la jurisdicción de la UE de Cloudflare para el almacenamiento y la base de datos), y se los pasamos a Astria, nuestro proveedor de generación de imágenes, que entrena un modelo de IA de tu aspecto solo para tu pedido y crea con él tus fotos. Guardamos las fotos y te enviamos por correo un enlace de descarga.",
        "Dónde se guarda cada cosa: tu pedido, tu dirección de correo electrónico y los registros de tus fotos, en la base de datos de Cloudflare; las fotos, en el almacenamiento de Cloudflare, y, mientras se crean tus fotos, el avance de tu pedido, en el servicio de tareas de Cloudflare (Workflows); los tres en la UE. Ese avance incluye el número del pedido, tu plan y tus estilos, si el modelo es de un hombre o de una mujer, los números y las direcciones de imagen que nos da Astria y los mensajes de error, pero ninguna foto, nombre ni dirección de correo, y se guarda hasta 7 días después de terminar tus fotos. Las suscripciones al boletín que aún no han llegado a nuestro proveedor esperan en el almacén clave-valor de Cloudflare, repartido por su red mundial, hasta que llegan.",
        "Las fotos de tu cara muestran cómo eres y pueden revelar indirectamente más cosas, por ejemplo sobre tu salud o tu religión. No analizamos tus fotos en busca de esa información y no las usamos para identificarte ni a ti ni a nadie.",
        "Para que tus fotos profesionales te muestren a ti y solo a ti, nuestro servidor comprueba cada selfie al recibirlo: cuenta las caras y, en una foto con una sola cara, calcula un descriptor facial, 128 números que describen la forma de la cara, para comparar tus fotos entre sí. Una foto sin cara o con varias no se guarda; una cara que no coincide con el resto de tus fotos se marca y no se usa. Los descriptores no sirven para nada más: ni para averiguar quién eres ni se comparan nunca con fotos de otras personas. Cada uno se guarda solo junto a su foto y se elimina con ella: cuando quitas la foto, cuando eliminas tu pedido o, como muy tarde, a los {{retentionDays}} días. Cuando el servidor no puede comprobar una foto, confirmas tú mismo que en cada foto apareces solo tú.",
        "Base jurídica: la ejecución de nuestro contrato contigo (art. 6.1.b RGPD). Tus selfies, tus fotos y el modelo de IA se eliminan como muy tarde {{retentionDays}} días después del pedido, también en Astria. Puedes pedirnos en cualquier momento que los eliminemos antes.",
      ],
    },
    reviews: {
      heading: "Revisiones de fotos gratuitas",
      blocks: [
        "Nuestra revisión de la foto de LinkedIn y nuestra revisión de la foto del currículum miden una foto que eliges: brillo, contraste, nitidez, fondo, encuadre y, con JavaScript, la cara y su expresión. Con JavaScript, todo ocurre en tu navegador y la foto nunca se nos envía. Sin JavaScript, tu navegador envía la foto a nuestro servidor, que la mide y la descarta al momento: nunca se guarda. En la revisión del currículum, el país de destino que eliges adapta los consejos. Si pides el informe completo por correo, tratamos tu dirección de correo y las mediciones para enviártelo; la foto no forma parte de él.",
        "Donde lo hemos activado, un modelo de visión que ejecuta Cloudflare Workers AI añade un breve párrafo de consejos; para ello se envía a Cloudflare una copia pequeña de la foto (512 píxeles) y la página señala ese párrafo. Base jurídica: prestarte la revisión que has pedido (art. 6.1.b RGPD). Cloudflare no guarda la foto ni la usa para entrenar sus modelos.",
      ],
    },
    gallery: {
      heading: "Compartir y valorar tus fotos",
      blocks: [
        "Si decides compartir una de tus fotos, la publicamos en una página propia de nuestra galería, donde puede verla cualquiera que tenga el enlace, y puedes compartir ese enlace, por ejemplo en LinkedIn, X, Facebook o Instagram. La página pide a los buscadores que no la incluyan, salvo que también elijas permitirlo: entonces la citamos en nuestro mapa del sitio, y los buscadores pueden mostrarla en sus resultados hasta que noten que se ha retirado. Solo lo hacemos si tú eliges compartir (tu consentimiento, art. 6.1.a RGPD). Puedes retirar tu consentimiento en cualquier momento y retiraremos la página; las fotos compartidas se eliminan a los {{retentionDays}} días como todas las demás.",
        "Si valoras tus resultados, guardamos la valoración con tu pedido para mejorar nuestros estilos (nuestro interés legítimo, art. 6.1.f RGPD).",
      ],
    },
    emails: {
      heading: "Correos que te enviamos",
      blocks: [
        "Te enviamos correos sobre tu pedido y los servicios que solicitas, como el enlace a tus fotos, un informe o nuestra respuesta a tu consulta. Se envían a través de Resend (Resend, Inc., EE. UU.), que trata para ello tu dirección de correo y el contenido del mensaje.",
        "Base jurídica: la ejecución de nuestro contrato contigo o de tu solicitud (art. 6.1.b RGPD). Guardamos una copia de cada correo durante {{emailCopyDays}} días, para poder reenviarlo y responder a tus preguntas, y después la eliminamos.",
      ],
    },
    newsletter: {
      heading: "Boletín",
      blocks: [
        "Si te suscribes a nuestro boletín, tratamos tu dirección de correo y, si nos los das, tu nombre y tus apellidos, además de dónde te suscribiste, el código de descuento que te ofrecimos y la campaña que te trajo hasta nosotros (parámetros UTM). Nuestra lista la gestiona EmailOctopus (EmailOctopus Ltd, Reino Unido), que registra si se abrió un boletín y en qué enlaces se hizo clic, para que sepamos qué temas interesan a nuestros lectores.",
        "Cuando te suscribes, primero te enviamos un correo con un enlace para confirmar que la dirección es tuya (doble opt-in). Hasta que lo sigas, tu alta espera en nuestros servidores y nadie más sabe de ella; si no la confirmas, se elimina a los {{unconfirmedSignupDays}} días. Si EmailOctopus no está disponible cuando confirmas, tu alta espera en nuestros servidores, se transmite en pocos minutos y después se elimina de ellos.",
        "Base jurídica: tu consentimiento (art. 6.1.a RGPD). Puedes darte de baja cuando quieras con el enlace que incluye cada boletín o escribiéndonos. Entonces te quitamos de la lista y solo guardamos que te diste de baja, para no volver a escribirte.",
      ],
    },
    enquiries: {
      heading: "Consultas de marca blanca y contacto",
      blocks: [
        "Si nos envías una consulta de marca blanca, tratamos tu correo, tu nombre, tu empresa, su tamaño y la descripción que nos das, para preparar un presupuesto y responderte. Si nos escribes por correo, tratamos tu dirección y tu mensaje para contestarte.",
        "Base jurídica: la aplicación de medidas precontractuales a petición tuya (art. 6.1.b RGPD) y nuestro interés legítimo en responder a las consultas (art. 6.1.f RGPD). Eliminamos las consultas que no dan lugar a una relación comercial a los {{leadMonths}} meses, y el resto de la correspondencia cuando ya no la necesitamos, salvo que la normativa mercantil o fiscal nos obligue a conservarla.",
      ],
    },
    analytics: {
      heading: "Analítica y publicidad",
      blocks: [
        "### Plausible Analytics",
        "Contamos las visitas y los eventos, como un clic en el botón de compra, con Plausible (Plausible Insights OÜ, Estonia), alojado en la UE. Tu navegador envía estos eventos a nuestra propia web, que los transmite a Plausible junto con tu dirección IP y tu agente de usuario. Plausible solo los usa para formar un identificador anónimo que cambia cada día y no los guarda; no usa cookies ni crea perfiles. Base jurídica: nuestro interés legítimo en saber cómo se usa nuestra web (art. 6.1.f RGPD).",
        "### Google Analytics",
        "Solo si permites la analítica cargamos Google Analytics 4 (Google Ireland Limited, Irlanda). Instala cookies para reconocer tu navegador, registra las páginas que ves y lo que haces en ellas y acorta tu dirección IP. Google puede tratar los datos también en EE. UU. Base jurídica: tu consentimiento (art. 6.1.a RGPD y § 25.1 TDDDG alemana).",
        "### Píxel de Meta",
        "Solo si permites el marketing cargamos el píxel de Meta (Meta Platforms Ireland Limited, Irlanda). Nos muestra si nuestros anuncios en Facebook e Instagram generan visitas y compras, y nos permite mostrar anuncios a quienes han visitado nuestra web. En la recogida y transmisión de estos datos, Meta y nosotros somos corresponsables (art. 26 RGPD); de lo que Meta haga después con ellos solo responde Meta. Meta puede tratar los datos también en EE. UU. Base jurídica: tu consentimiento (art. 6.1.a RGPD y § 25.1 TDDDG alemana).",
        "### Tú decides",
        "Si nos visitas desde el Espacio Económico Europeo, el Reino Unido o Suiza, ninguna de estas herramientas funciona hasta que decides en el aviso de cookies. Si nos visitas desde otro lugar, la analítica y el marketing se activan desde tu primera visita. Estés donde estés, puedes cambiar o retirar tu elección cuando quieras en la [configuración de cookies](?cookie-settings); retirarla no afecta a lo ocurrido antes.",
        "Para saber qué texto del botón de compra funciona mejor, mostramos a cada visitante una de varias variantes y, con tu consentimiento para la analítica, guardamos cuál en una cookie. Sin ese consentimiento no se guarda nada, y una página puede mostrar otra variante. La cookie solo contiene el nombre de la variante, ningún identificador, y no se comparte con nadie (tu consentimiento, art. 6.1.a RGPD; fuera de los países que exigen consentimiento, nuestro interés legítimo, art. 6.1.f RGPD).",
      ],
    },
    storage: {
      heading: "Cookies y almacenamiento local",
      blocks: [
        "Guardamos algunos datos pequeños en tu navegador, como cookies o en su almacenamiento local. Las cookies de Google Analytics y del píxel de Meta solo se guardan con tu consentimiento; todas las demás entradas sirven únicamente para lo que se describe y no contienen ningún identificador que permita seguirte de una web a otra.",
      ],
    },
    recipients: {
      heading: "Quién recibe tus datos",
      blocks: [
        "Trabajamos con los siguientes proveedores. Cuando tratan datos personales por encargo nuestro, hemos firmado con ellos un contrato de encargo del tratamiento (art. 28 RGPD).",
        "- Cloudflare, Inc. (EE. UU.): alojamiento, entrega de la web, almacenamiento de fotos y pedidos en la UE, protección frente a ataques y el modelo de visión de las revisiones de fotos (Workers AI).",
        "- Astria (astria.ai): entrenamiento del modelo de IA de tu pedido y generación de tus fotos.",
        "- Resend, Inc. (EE. UU.): envío de correos.",
        "- EmailOctopus Ltd (Reino Unido): gestión de la lista del boletín.",
        "- Plausible Insights OÜ (Estonia): estadísticas de visitas sin cookies.",
        "- Google Ireland Limited (Irlanda): Google Analytics, solo con tu consentimiento.",
        "- Meta Platforms Ireland Limited (Irlanda): el píxel de Meta, solo con tu consentimiento, como corresponsable.",
        "- Lemon Squeezy LLC (EE. UU.): el pago, como comerciante registrado y responsable independiente.",
        "No vendemos tus datos ni se los pasamos a nadie más, salvo que la ley nos obligue, por ejemplo ante un tribunal o una autoridad.",
        "### Transferencias fuera de la UE",
        "Algunos de estos proveedores están fuera del Espacio Económico Europeo o recurren allí a subencargados. Estas transferencias solo se realizan sobre la base de una decisión de adecuación de la Comisión Europea (art. 45 RGPD), como la del Reino Unido o el Marco de Privacidad de Datos UE-EE. UU. para empresas estadounidenses certificadas, o de las cláusulas contractuales tipo de la UE (art. 46.2.c RGPD). Puedes pedirnos una copia de estas garantías.",
      ],
    },
    retention: {
      heading: "Cuánto tiempo conservamos tus datos",
      blocks: [
        "- Selfies subidos, fotos generadas y el modelo de IA de tu pedido: como muy tarde {{retentionDays}} días después del pedido. Las fotos de las revisiones gratuitas nunca se guardan.",
        "- Registros de pedidos: el tiempo que exija la normativa mercantil y fiscal, hasta diez años.",
        "- Copias de los correos que te enviamos: {{emailCopyDays}} días.",
        "- Consultas de marca blanca que no dan lugar a una relación comercial: {{leadMonths}} meses.",
        "- Tu suscripción al boletín: hasta que te des de baja.",
        "- Una suscripción que no has confirmado: {{unconfirmedSignupDays}} días; una vez que la confirmas, solo tu dirección se queda con ella el resto de ese plazo.",
        "- Una suscripción que nuestro proveedor de la lista aún no ha aceptado: en nuestros servidores hasta que llegue a la lista, y como máximo {{pendingSignupDays}} días después de suscribirte; la que el proveedor rechace definitivamente no se vuelve a enviar, solo se guarda para ver el motivo y se elimina en el mismo plazo.",
        "- Recuentos que protegen nuestros formularios frente a abusos: {{rateLimitHours}} horas.",
        "- Cookies y almacenamiento local: según se indica en el apartado anterior.",
      ],
    },
    rights: {
      heading: "Tus derechos",
      blocks: [
        "Según el RGPD, tienes derecho a:",
        "- acceder a los datos que tenemos sobre ti y recibir una copia (art. 15);",
        "- que se corrijan los datos inexactos (art. 16);",
        "- que se supriman tus datos (art. 17), por ejemplo tus fotos antes de que pasen los {{retentionDays}} días;",
        "- que se limite el tratamiento de tus datos (art. 18);",
        "- recibir los datos que nos diste en un formato habitual y legible por máquina, o que se los enviemos a otra persona (art. 20);",
        "- oponerte en cualquier momento, por motivos relacionados con tu situación particular, al tratamiento basado en nuestro interés legítimo (art. 21);",
        "- retirar en cualquier momento el consentimiento que hayas dado, con efecto para el futuro (art. 7.3); para la analítica y el marketing, basta con la [configuración de cookies](?cookie-settings);",
        "- presentar una reclamación ante una autoridad de control de protección de datos (art. 77), en particular en el país de la UE en el que vivas o trabajes o en el que creas que se produjo la infracción; en España, la Agencia Española de Protección de Datos. La autoridad competente para nosotros es la de protección de datos del estado federado alemán en el que tenemos nuestro domicilio social.",
        "Para ejercer tus derechos basta con un correo a {{companyEmail}}. Te responderemos como muy tarde en un mes y quizá te pidamos confirmar que la solicitud es tuya, por ejemplo escribiendo desde la dirección de correo de tu pedido.",
      ],
    },
    obligation: {
      heading: "¿Estás obligado a darnos tus datos?",
      blocks: [
        "No estás obligado a darnos ningún dato. Sin tu correo y tus selfies, sin embargo, no podemos crear ni entregarte tus fotos, y sin tu correo no podemos enviarte el boletín.",
        "No tomamos decisiones sobre ti basadas únicamente en un tratamiento automatizado (art. 22 RGPD). Nuestras revisiones de fotos son sugerencias, no decisiones.",
      ],
    },
    security: {
      heading: "Seguridad",
      blocks: [
        "Todas las conexiones con nuestra web están cifradas. Tus fotos se guardan en direcciones aleatorias imposibles de adivinar, solo las personas que gestionan el servicio pueden acceder a ellas y tu enlace de descarga funciona solo hasta que se eliminan.",
      ],
    },
    changes: {
      heading: "Cambios en esta política",
      blocks: ["Actualizamos esta política cuando cambian nuestro servicio o la ley. Se aplica la versión publicada en esta página."],
    },
  },
  browserStorage: {
    language: "Tu idioma, para que cada página se abra en él. Cookie y almacenamiento local, durante un año.",
    consent:
      "Tu elección en el aviso de cookies y cuándo la hiciste. Cookie y almacenamiento local, durante seis meses; después volvemos a preguntarte.",
    region:
      "Si nos visitas desde un país cuya ley exige primero tu consentimiento (el Espacio Económico Europeo, el Reino Unido, Suiza), para aplicar las reglas de consentimiento adecuadas. Cookie y almacenamiento local, durante un año.",
    variant:
      "Qué texto del botón de compra ves y si ya se ha contado. Cookie, durante un año, y almacenamiento local, hasta que lo borres.",
    newsletter:
      "Que te has suscrito al boletín, para no volver a preguntarte, y la prueba que este navegador recibe al confirmar tu dirección, sin la cual nadie puede consultar ni cambiar tu suscripción. Almacenamiento local, hasta que lo borres.",
    welcome:
      "Tus datos y tu código de descuento de nuestra oferta de bienvenida, para que el formulario te recuerde. Almacenamiento local, hasta que lo borres.",
    pending:
      "Suscripciones al boletín que aún no han llegado a nuestro servidor, para que no se pierda ninguna. Almacenamiento local, hasta que lo borres.",
    invitation:
      "Cuándo viste o cerraste por última vez nuestra invitación al boletín, para que no aparezca una y otra vez. Almacenamiento local, durante 48 horas o 7 días.",
    checkout: "Qué pago abriste, para que tras pagar tu pedido se abra en este navegador y en ningún otro. Cookie, 24 horas.",
    order:
      "La llave de tu pedido, para que este navegador lo abra sin el enlace del correo, y, mientras eliges, el enlace de otro pedido que abriste. Cookies, hasta que caduque el enlace de tu pedido (la segunda, una hora).",
    signup:
      "Que este navegador hizo una suscripción al boletín, para que solo él pueda añadirle tu nombre, y, mientras confirmas, el código de tu enlace de confirmación, retirado de la dirección de la página. Cookies, 7 días y una hora.",
    campaign:
      "Solo con tu consentimiento para estadísticas: la campaña que te trajo aquí (parámetros UTM), para atribuirle una suscripción, una consulta o una compra. Cookie, hasta que cierres el navegador.",
    google: "Solo con tu consentimiento a la analítica: la instala Google Analytics para distinguir las visitas. Cookies, hasta dos años.",
    meta: "Solo con tu consentimiento al marketing: la instala el píxel de Meta para reconocer tu navegador con fines publicitarios. Cookie, durante tres meses.",
  },
} satisfies typeof en;

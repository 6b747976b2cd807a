//! Texts of links: the share button and the games opened from a link. A key set of its own, so
//! that an embed's bundle, which shows neither, does not carry them.

text_keys! {
    /// A links text key.
    pub enum LinkT {
        Share, ShareGame, SharePosition, CopyLink, LinkCopied, LinkCopyByHand, ShareHelp, ShareFailed, LinkProblem, LinkedGame, PlayFromHere, LinkSaved,
        ByLinkStart, ByLinkHelp, IPlay, YouPlay, YourTurn, SendTo, SendToRoll, SendAnswer, WaitFor, ByLinkOver, ShareSheet, LinkOlder, LinkOther, LinkTurn, LinkReveal, LinkRoll,
    } in eu, en, es, fr
}

fn eu(key: LinkT) -> &'static str {
    use LinkT::*;
    match key {
        Share => "Partekatu",
        ShareGame => "Partida osoa irekitzen duen esteka:",
        SharePosition => "{0}. mugimenduaren ondoko posizioa irekitzen duen esteka:",
        CopyLink => "Kopiatu",
        LinkCopied => "Esteka arbelera kopiatu da.",
        LinkCopyByHand => "Nabigatzaileak ez du utzi kopiatzen: hautatu esteka eta kopiatu eskuz.",
        ShareHelp => "Partida osoa estekan bertan doa; ez da inongo zerbitzarira bidaltzen.",
        ShareFailed => "Ezin izan da estekarik sortu: {0}",
        LinkProblem => "Esteka ezin izan da ireki (gordetako partidak bere horretan daude): {0}",
        LinkedGame => "Esteka batetik irekitako partida da: begiratu mugimenduz mugimendu, edo jokatu hemendik. Ez da gordeko jokatzen hasi arte.",
        PlayFromHere => "Jokatu hemendik",
        LinkSaved => "Estekako partida gordetako partiden artean dago orain.",
        ByLinkStart => "Jokatu lagun batekin esteka bidez",
        ByLinkHelp => "Bakoitzak bere gailuan jokatzen du, zerbitzaririk gabe: txanda bakoitzaren ondoren esteka bat ematen da, besteari bidaltzeko. Zein izango zara zu?",
        IPlay => "Ni: {0}",
        YouPlay => "Esteka bidezko partida: zu {0} zara.",
        YourTurn => "Zure txanda da.",
        SendTo => "Bidali esteka hau {0} jokalariari:",
        SendToRoll => "Bidali esteka hau {0} jokalariari: haren erantzuna behar da dadoak bota ahal izateko.",
        SendAnswer => "Bidali esteka hau {0} jokalariari: haren dadoek zure erantzuna behar dute.",
        WaitFor => "{0} jokalariaren estekaren zain.",
        ByLinkOver => "Partida amaitu da.",
        ShareSheet => "Partekatu…",
        LinkOlder => "Esteka hau zure partida baino zaharragoa da: ez da ezer aldatu.",
        LinkOther => "Esteka hau ez da izen horrekin gordeta duzun partidaren jarraipena: beste partida gisa gorde da, eta zurea bere horretan dago.",
        LinkTurn => "Estekak beste jokalari baten txandako mugimendu bat dakar.",
        LinkReveal => "Estekak agerian uzten duen sekretua ez da lehenago hitzemandakoa: dadoak aldatu dira.",
        LinkRoll => "Jaurtiketa hori ez dator bat bi aldeen sekretuekin: dadoak aldatu dira.",
    }
}

fn en(key: LinkT) -> &'static str {
    use LinkT::*;
    match key {
        Share => "Share",
        ShareGame => "A link that opens the whole game:",
        SharePosition => "A link that opens the position after move {0}:",
        CopyLink => "Copy",
        LinkCopied => "The link is copied to the clipboard.",
        LinkCopyByHand => "The browser did not let the page copy it: select the link and copy it by hand.",
        ShareHelp => "The whole game travels inside the link; it is never sent to a server.",
        ShareFailed => "No link could be made: {0}",
        LinkProblem => "The link could not be opened (your saved games are untouched): {0}",
        LinkedGame => "A game opened from a link: go through it move by move, or play on from here. It is not saved until you do.",
        PlayFromHere => "Play from here",
        LinkSaved => "The game from the link is now among your saved games.",
        ByLinkStart => "Play a friend by link",
        ByLinkHelp => "Each of you plays on your own device, with no server: after every turn the site gives a link to send to the other. Which side are you?",
        IPlay => "I play {0}",
        YouPlay => "A game by link: you play {0}.",
        YourTurn => "Your turn.",
        SendTo => "Send this link to {0}:",
        SendToRoll => "Send this link to {0}: the dice need their answer before you can roll.",
        SendAnswer => "Send this link back to {0}: their dice need your answer.",
        WaitFor => "Waiting for {0}'s link.",
        ByLinkOver => "The game is over.",
        ShareSheet => "Share…",
        LinkOlder => "This link is older than your game: nothing was changed.",
        LinkOther => "This link does not go on from the game saved under its name: it is kept as a separate game, and yours is untouched.",
        LinkTurn => "The link holds a move of another seat's turn.",
        LinkReveal => "The secret the link reveals is not the one committed before: the dice were changed.",
        LinkRoll => "This roll does not follow from the two sides' secrets: the dice were changed.",
    }
}

fn es(key: LinkT) -> &'static str {
    use LinkT::*;
    match key {
        Share => "Compartir",
        ShareGame => "Un enlace que abre la partida entera:",
        SharePosition => "Un enlace que abre la posición tras la jugada {0}:",
        CopyLink => "Copiar",
        LinkCopied => "El enlace se ha copiado al portapapeles.",
        LinkCopyByHand => "El navegador no ha dejado copiarlo: selecciona el enlace y cópialo a mano.",
        ShareHelp => "La partida entera viaja dentro del enlace; nunca se envía a un servidor.",
        ShareFailed => "No se pudo hacer el enlace: {0}",
        LinkProblem => "No se pudo abrir el enlace (tus partidas guardadas siguen intactas): {0}",
        LinkedGame => "Una partida abierta desde un enlace: recórrela jugada a jugada o sigue jugando desde aquí. No se guarda hasta que lo hagas.",
        PlayFromHere => "Jugar desde aquí",
        LinkSaved => "La partida del enlace está ahora entre tus partidas guardadas.",
        ByLinkStart => "Jugar con un amigo por enlace",
        ByLinkHelp => "Cada uno juega en su propio dispositivo, sin servidor: tras cada turno el sitio da un enlace para enviar al otro. ¿Qué lado eres tú?",
        IPlay => "Juego con {0}",
        YouPlay => "Una partida por enlace: juegas con {0}.",
        YourTurn => "Es tu turno.",
        SendTo => "Envía este enlace a {0}:",
        SendToRoll => "Envía este enlace a {0}: los dados necesitan su respuesta antes de que puedas tirar.",
        SendAnswer => "Devuelve este enlace a {0}: sus dados necesitan tu respuesta.",
        WaitFor => "Esperando el enlace de {0}.",
        ByLinkOver => "La partida ha terminado.",
        ShareSheet => "Compartir…",
        LinkOlder => "Este enlace es anterior a tu partida: no se ha cambiado nada.",
        LinkOther => "Este enlace no sigue la partida guardada con su nombre: se guarda como partida aparte y la tuya queda intacta.",
        LinkTurn => "El enlace contiene una jugada del turno de otro jugador.",
        LinkReveal => "El secreto que revela el enlace no es el comprometido antes: se han cambiado los dados.",
        LinkRoll => "Esta tirada no se deriva de los secretos de los dos lados: se han cambiado los dados.",
    }
}

fn fr(key: LinkT) -> &'static str {
    use LinkT::*;
    match key {
        Share => "Partager",
        ShareGame => "Un lien qui ouvre la partie entière :",
        SharePosition => "Un lien qui ouvre la position après le coup {0} :",
        CopyLink => "Copier",
        LinkCopied => "Le lien est copié dans le presse-papiers.",
        LinkCopyByHand => "Le navigateur n'a pas permis de le copier : sélectionnez le lien et copiez-le à la main.",
        ShareHelp => "La partie entière voyage dans le lien ; elle n'est jamais envoyée à un serveur.",
        ShareFailed => "Aucun lien n'a pu être fait : {0}",
        LinkProblem => "Le lien n'a pas pu être ouvert (vos parties enregistrées sont intactes) : {0}",
        LinkedGame => "Une partie ouverte depuis un lien : parcourez-la coup par coup, ou jouez à partir d'ici. Elle n'est enregistrée qu'à ce moment-là.",
        PlayFromHere => "Jouer à partir d'ici",
        LinkSaved => "La partie du lien fait maintenant partie de vos parties enregistrées.",
        ByLinkStart => "Jouer avec un ami par lien",
        ByLinkHelp => "Chacun joue sur son propre appareil, sans serveur : après chaque tour le site donne un lien à envoyer à l'autre. Quel camp êtes-vous ?",
        IPlay => "Je joue {0}",
        YouPlay => "Une partie par lien : vous jouez {0}.",
        YourTurn => "C'est votre tour.",
        SendTo => "Envoyez ce lien à {0} :",
        SendToRoll => "Envoyez ce lien à {0} : les dés ont besoin de sa réponse avant que vous puissiez lancer.",
        SendAnswer => "Renvoyez ce lien à {0} : ses dés ont besoin de votre réponse.",
        WaitFor => "En attente du lien de {0}.",
        ByLinkOver => "La partie est terminée.",
        ShareSheet => "Partager…",
        LinkOlder => "Ce lien est plus ancien que votre partie : rien n'a été changé.",
        LinkOther => "Ce lien ne prolonge pas la partie enregistrée sous son nom : il est gardé comme une partie à part, et la vôtre est intacte.",
        LinkTurn => "Le lien contient un coup du tour d'un autre joueur.",
        LinkReveal => "Le secret que révèle le lien n'est pas celui engagé auparavant : les dés ont été changés.",
        LinkRoll => "Ce lancer ne découle pas des secrets des deux camps : les dés ont été changés.",
    }
}

//! Texts of links: the share button and the games opened from a link. A key set of its own, so
//! that an embed's bundle, which shows neither, does not carry them.

text_keys! {
    /// A links text key.
    pub enum LinkT {
        Share, ShareGame, SharePosition, CopyLink, LinkCopied, LinkCopyByHand, ShareHelp, ShareFailed, LinkProblem, LinkedGame, PlayFromHere, LinkSaved
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
    }
}

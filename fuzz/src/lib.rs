//! The checks shared by the fuzz targets. Each target hands its bytes to one of these; a
//! violated property panics, which libFuzzer reports as a crash.

use mahai::engine::playout::random_playout;
use mahai::engine::rng::Rng;
use mahai::engine::{Game, Options};

/// Largest input looked at: position strings and moves are short; longer inputs only slow down.
pub const MAX_LEN: usize = 4096;

/// Any bytes as a position string. It must not panic; when it parses, printing and parsing again
/// gives the same position, and every legal move is accepted (and prints and parses back).
pub fn check_position<G: Game>(data: &[u8]) {
    if data.len() > MAX_LEN {
        return;
    }
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(game) = G::from_position(text) else {
        return;
    };
    let printed = game.to_position();
    let back = G::from_position(&printed)
        .unwrap_or_else(|e| panic!("own position string refused: {e}\n{printed}"));
    assert_eq!(back, game, "position does not round-trip: {printed}");
    assert_eq!(back.to_position(), printed, "printing is not stable");
    let _ = game.to_move();
    let _ = game.diagram();
    let _ = game.status_line();
    let moves = game.legal_moves();
    let _ = game.chance_outcomes();
    for mv in moves.iter().take(256) {
        let s = game.move_text(mv);
        let parsed = game
            .parse_move(&s)
            .unwrap_or_else(|e| panic!("legal move {s} does not parse back: {e}\n{printed}"));
        assert_eq!(&parsed, mv, "move {s} does not round-trip\n{printed}");
        let mut copy = game.clone();
        if let Err(e) = copy.play(mv) {
            panic!("legal move {s} refused: {e}\n{printed}");
        }
        // The position after the move prints and parses too.
        let after = copy.to_position();
        let again = G::from_position(&after)
            .unwrap_or_else(|e| panic!("position after {s} refused: {e}\n{printed}\n{after}"));
        assert_eq!(
            again, copy,
            "position after {s} does not round-trip\n{after}"
        );
        let _ = copy.legal_moves();
    }
}

/// The positions a move string is tried against: every variant's start (and player counts), and
/// positions a few random plies into each of them (fixed seeds).
pub fn positions<G: Game>() -> Vec<G> {
    let mut starts = Vec::new();
    for v in G::variants() {
        for &players in v.players {
            let o = Options {
                variant: Some(v.name.to_string()),
                players: Some(players),
                ..Options::default()
            };
            if let Ok(g) = G::new(&o) {
                starts.push(g);
            }
        }
    }
    let mut all = starts.clone();
    for (i, s) in starts.iter().enumerate() {
        for plies in [3u64, 17, 60] {
            let mut rng = Rng::new(i as u64 * 1000 + plies);
            all.push(random_playout(s.clone(), &mut rng, plies).0);
        }
    }
    all
}

/// First byte picks a position, the rest is a move string. Parsing and playing never panic, a
/// refused move leaves the position unchanged, an accepted move was in the legal list.
pub fn check_move<G: Game>(positions: &[G], data: &[u8]) {
    if data.is_empty() || data.len() > MAX_LEN || positions.is_empty() {
        return;
    }
    let game = &positions[data[0] as usize % positions.len()];
    let Ok(text) = std::str::from_utf8(&data[1..]) else {
        return;
    };
    let Ok(mv) = game.parse_move(text) else {
        return;
    };
    let _ = game.move_text(&mv);
    let mut copy = game.clone();
    let accepted = copy.play(&mv);
    let ok = accepted.is_ok();
    match accepted {
        Ok(_) => {
            assert!(
                game.legal_moves().contains(&mv),
                "unlisted move {text:?} accepted\n{}",
                game.to_position()
            );
            let _ = copy.to_position();
        }
        Err(e) => {
            assert!(!e.reason_text().is_empty(), "refused without a reason");
            assert!(copy == *game, "refused move {text:?} changed the position");
            assert!(
                !game.legal_moves().contains(&mv),
                "listed move {text:?} refused: {e}\n{}",
                game.to_position()
            );
        }
    }
    // The same text through the string-level contract.
    let mut dynamic = game.clone();
    let r = mahai::engine::DynGame::play_str(&mut dynamic, text);
    assert_eq!(r.is_ok(), ok, "play_str and play disagree on {text:?}");
    assert!(
        dynamic == copy,
        "play_str and play end in different positions"
    );
}

/// Any bytes as an imported record file and as a stored saved game: refused with an error or
/// loaded, never a panic; what loads is written back and loads again to the same thing.
pub fn check_record(data: &[u8]) {
    use mahai::engine::record::Record;
    use mahai::games::GAMES;
    use mahai::ui::session::Session;
    if data.len() > 1 << 16 {
        return;
    }
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(record) = Record::from_json(text) {
        if let Ok(game) = record.replay(GAMES) {
            let _ = game.position();
            let again = Record::from_json(&record.to_json()).expect("own record refused");
            assert_eq!(again, record);
        }
    }
    if let Ok(session) = Session::from_json(text) {
        let json = session.to_json();
        let back = Session::from_json(&json).expect("own save refused");
        assert_eq!(back.game, session.game);
    }
    if let Ok(session) = Session::from_record_json("fuzz".into(), text, 0.0) {
        let json = session.to_json();
        let back = Session::from_json(&json).expect("own save refused");
        assert_eq!(back.game, session.game);
    }
}

/// The texts a link check reads from `data`: its bytes written out as base64url (so that most
/// inputs reach the replay) and, when they are UTF-8, the bytes as the address text itself. None
/// for inputs over `max` bytes.
fn link_texts(data: &[u8], max: usize) -> Vec<String> {
    use mahai::share::link::base64url;
    if data.len() > max {
        return Vec::new();
    }
    let mut texts = vec![base64url(data)];
    if let Ok(text) = std::str::from_utf8(data) {
        texts.push(text.to_string());
    }
    texts
}

/// Any bytes as a link, both as the packed bytes (written out as base64url, so that most inputs
/// reach the replay) and as the address text itself: refused with an error or read, never a
/// panic; what is read packs again and reads back to the same record.
pub fn check_link(data: &[u8]) {
    use mahai::games::GAMES;
    use mahai::share::link::{pack, unpack};
    for text in link_texts(data, 1 << 14) {
        if let Ok(record) = unpack(&text, GAMES) {
            record
                .replay(GAMES)
                .expect("a link read is a record the rules accept");
            let again = pack(&record, GAMES).expect("a link read packs again");
            assert_eq!(unpack(&again, GAMES).expect("own link refused"), record);
        }
    }
}

/// Any bytes as a link of a game played by link (`#p/…`), as packed bytes and as text: refused
/// with an error or read (every move, message and roll checked), never a panic; what is read
/// writes again and reads back to the same game.
pub fn check_play_link(data: &[u8]) {
    use mahai::games::RULES;
    use mahai::share::corr::{read, write};
    for text in link_texts(data, 1 << 15) {
        if let Ok(link) = read(&text, RULES) {
            let again = write(&link, RULES).expect("a link read writes again");
            assert_eq!(read(&again, RULES).expect("own link refused"), link);
        }
    }
}
